import { AppRouter } from './app-router';
import { AppProvider } from './provider';
import { AppRoutes } from './router';

/** The whole client. */
export function App() {
  return (
    <AppProvider>
      <AppRouter>
        <AppRoutes />
      </AppRouter>
    </AppProvider>
  );
}
