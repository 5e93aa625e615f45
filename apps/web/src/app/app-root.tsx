import { BrowserRouter } from 'react-router-dom';
import { Providers } from './providers';
import { AppRoutes } from './routes';

// Opting in to react-router 7 behaviour now avoids its deprecation warnings and a later migration.
const routerFuture = { v7_startTransition: true, v7_relativeSplatPath: true } as const;

export function AppRoot() {
  return (
    <Providers>
      <BrowserRouter future={routerFuture}>
        <AppRoutes />
      </BrowserRouter>
    </Providers>
  );
}
