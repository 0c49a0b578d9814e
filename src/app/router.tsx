import type { RouteObject } from 'react-router-dom';
import { ConfirmCard } from '../features/auth/components/confirm-card';
import { ForgotCard } from '../features/auth/components/forgot-card';
import { LoginCard } from '../features/auth/components/login-card';
import { ResetCard } from '../features/auth/components/reset-card';
import { SignupCard } from '../features/auth/components/signup-card';
import { AuthLayout } from './layouts/auth-layout';
import { FormLayout } from './layouts/form-layout';
import { RootLayout } from './layouts/root-layout';
import { CompletionPage } from './routes/completion';
import { FormPlaceholder } from './routes/form-placeholder';
import { RedirectToDefault } from './routes/redirect-to-default';
import { RouteError } from './routes/route-error';

/** Every route of SPEC 2; the browser and the tests build their routers from this one list. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      {
        element: <AuthLayout />,
        children: [
          { path: '/signup', element: <SignupCard /> },
          { path: '/confirm', element: <ConfirmCard /> },
          { path: '/login', element: <LoginCard /> },
          { path: '/forgot', element: <ForgotCard /> },
          { path: '/reset', element: <ResetCard /> },
        ],
      },
      {
        element: <FormLayout />,
        children: [
          { path: '/about', element: <FormPlaceholder title="About You" /> },
          { path: '/education', element: <FormPlaceholder title="Education" /> },
          { path: '/final-steps', element: <FormPlaceholder title="Submit" /> },
        ],
      },
      { path: '/completion', element: <CompletionPage /> },
      { path: '*', element: <RedirectToDefault /> },
    ],
  },
];
