import { type ComponentType, type ReactNode, useMemo } from 'react';
import { type RouteObject, useLocation, useRoutes } from 'react-router-dom';
import { lazyComponent, lazyElement } from '../../ui/lazy';
import { servedPartner } from '../features/partner';
import { loadStaffView, prefetchServiceApplication } from '../features/staff';
import { catalogueSourcesFor } from '../lib/catalogue-sources';
import { type FormPageInfo, usePartner } from '../lib/partner';
import { AuthLayout } from './layouts/auth-layout';
import { RootLayout } from './layouts/root-layout';
import { RedirectToDefault } from './routes/redirect-to-default';

/**
 * Code-splitting: /about never downloads the account cards, and the cards never
 * download RJSF and the catalogue. Each feature is one chunk. Like React.lazy, but
 * once its chunk is loaded a route renders at once (no Suspense pass), a failed load
 * shows the error page (whose 'Try again' loads it anew), and `preload()` lets the
 * tests load a chunk up front.
 */
function lazyExport<M, K extends keyof M>(load: () => Promise<M>, name: K) {
  const route = lazyComponent(() =>
    load().then((module) => module[name] as ComponentType<Record<string, unknown>>),
  );
  return Object.assign(lazyElement(route), { preload: route.preload, prefetch: route.prefetch });
}
const auth = () => import('../features/auth');
const application = () => import('../features/application');

const SignupCard = lazyExport(auth, 'SignupCard');
const ConfirmCard = lazyExport(auth, 'ConfirmCard');
const LoginCard = lazyExport(auth, 'LoginCard');
const ForgotCard = lazyExport(auth, 'ForgotCard');
const ResetCard = lazyExport(auth, 'ResetCard');
const ApplicationRoot = lazyExport(application, 'ApplicationRoot');
const FormLayout = lazyExport(application, 'FormLayout');
// Its own chunk: only a submitted application shows it (issue 16: not on the first page).
const CompletionPage = lazyExport(
  () => application().then((module) => module.loadCompletionPage()),
  'CompletionPage',
);
const FormPage = lazyExport(application, 'FormPage');
const StaffView = lazyExport(loadStaffView, 'StaffView');

/**
 * A staff link (SPEC 1) asks for its application (unless the page brought it) and for the
 * view's code before the first render (issue 16: the print view on a phone): the entry
 * calls this first (src/main.tsx). The view takes the request started here; the server has
 * preloaded its code. The returned promise settles once that code and the partner's
 * catalogue are in: the entry renders then, so the view never suspends (React holds a
 * Suspense boundary's content back for 300 ms after its fallback was shown) and the print
 * view is the first render's, not a second one's after the catalogue.
 */
export function startStaffLink(search: string): Promise<void> | undefined {
  const token = new URLSearchParams(search).get('service_token');
  if (!token) return undefined;
  prefetchServiceApplication(token);
  const partnerId = servedPartner()?.id;
  // Settles once both are in, failed or not (a failure shows on the route).
  return Promise.all([StaffView.preload(), partnerId ? catalogueSourcesFor(partnerId) : undefined]).then(
    () => undefined,
    () => undefined,
  );
}

/**
 * The partner's catalogue (a JSON file of its own in the built app, see
 * src/lib/catalogue-sources.ts) is asked for as the app starts (startApp), beside the form's
 * code, when index.html names the partner: the form page takes the same request. A failure
 * is reported there, where 'Try again' asks anew. Not from this module's top level: see
 * src/main.tsx on the stacks of requests.
 */
export function startCatalogue(partnerId = servedPartner()?.id): void {
  if (partnerId) catalogueSourcesFor(partnerId).catch(() => undefined);
}

/** SPEC 1, 2: a form route whose URL carries service_token shows the staff's read-only view instead. */
function ServiceGate({ children }: { children: ReactNode }) {
  return new URLSearchParams(useLocation().search).has('service_token') ? <StaffView /> : children;
}

/** Loads every route's chunk and the widgets that load apart (tests, so that a render shows its page at once). */
export function preloadRoutes(which: 'auth' | 'all' = 'all'): Promise<unknown> {
  const cards = [SignupCard, ConfirmCard, LoginCard, ForgotCard, ResetCard];
  const forms = [ApplicationRoot, FormLayout, CompletionPage, FormPage, StaffView];
  const loads: Promise<unknown>[] = (which === 'auth' ? cards : [...cards, ...forms]).map((route) =>
    route.preload(),
  );
  // The form pages' file and month/year widgets load on their own (widgets/registry.ts).
  if (which === 'all') loads.push(application().then((module) => module.preloadLaterWidgets()));
  return Promise.all(loads);
}

/**
 * Every route of SPEC 2. Declarative routing (AppRouter in the browser: BrowserRouter with
 * urgent page changes; MemoryRouter in the tests; both rendering <AppRoutes />): the app
 * loads no data through the router, and the data router would add about 17 KB of gzipped
 * JavaScript to every page. Route errors are caught in RootLayout. The form pages are the
 * partner's catalogue's, in its order (GET /public/partner sends them): the base's /about,
 * /education and /final-steps.
 */
export function appRoutes(pages: readonly FormPageInfo[]): RouteObject[] {
  const home = pages[0]?.path;
  if (!home) throw new Error('The catalogue has no form pages.');
  return [
    {
      element: <RootLayout />,
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
          element: (
            <ServiceGate>
              <ApplicationRoot />
            </ServiceGate>
          ),
          children: [
            {
              element: <FormLayout />,
              children: pages.map((page) => ({ path: page.path, element: <FormPage pageId={page.id} /> })),
            },
            { path: '/completion', element: <CompletionPage /> },
          ],
        },
        { path: '*', element: <RedirectToDefault to={home} /> },
      ],
    },
  ];
}

/** The routes for the current location; render it inside a router. */
export function AppRoutes() {
  const { pages } = usePartner();
  const routes = useMemo(() => appRoutes(pages), [pages]);
  return useRoutes(routes);
}
