import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { ErrorBoundary } from './error-boundary';
import { FullPageSpinner } from './full-page-spinner';
import { lazyRoute } from './lazy-route';
import { RequireGuest, RequireUser } from './route-guards';
import { DashboardPage, dashboardChunks, withWalletProps } from './wallet-pages';

const loadAuthRoute = () => import('../features/user/routes/auth-route');
const AuthRoute = lazyRoute(loadAuthRoute, 'AuthRoute');
const ResetPasswordRoute = lazyRoute(() => import('../features/user/routes/reset-password-route'), 'ResetPasswordRoute');
// Issue 31: a saved search's e-mails turned off from the mail's link, signed in or not.
const UnsubscribeSavedSearchRoute = lazyRoute(() => import('../features/marketplace/routes/unsubscribe-saved-search-route'), 'UnsubscribeSavedSearchRoute');
const ProfilePage = lazyRoute(() => import('./profile-page'), 'ProfilePage');
const loadAdminRoute = () => import('./admin/admin-route');
const AdminRoute = lazyRoute(loadAdminRoute, 'AdminRoute');
// Role guards draw their refusal with antd's Alert, which the entry chunk (and so /auth) need not carry.
const loadRoleGuard = () => import('./role-guard');
const RequireAdmin = lazyRoute(loadRoleGuard, 'RequireAdmin');
// Issue 31: the 2FA enrolment guard and page, behind sign-in only.
const loadTwoFactorGuard = () => import('./two-factor-guard');
const RequireTwoFactorEnrolment = lazyRoute(loadTwoFactorGuard, 'RequireTwoFactorEnrolment');
const TwoFactorEnrolmentRoute = lazyRoute(() => import('../features/user/routes/two-factor-enrolment-route'), 'TwoFactorEnrolmentRoute');
// The signed-in frame (its menu, drawer and dropdown): its own chunk, fetched only behind sign-in.
const loadAppShell = () => import('./app-shell');
const AppShell = lazyRoute(loadAppShell, 'AppShell');
// The seller's screens behind their guard, one lazy chunk that loads each screen's own.
const loadSellerArea = () => import('./seller-area');
const SellerArea = lazy(() => loadSellerArea().then((module) => ({ default: module.SellerArea })));
// The buyer's screens behind their guard, one lazy chunk that loads each screen's own.
const loadMarketplaceArea = () => import('./marketplace-area');
const MarketplaceArea = lazy(() => loadMarketplaceArea().then((module) => ({ default: module.MarketplaceArea })));

/**
 * The chunks a first visit to a path will need, fetched beside the entry's work instead of one
 * after another as each guard renders (after /api/user answers, then the frame, then the area):
 * most visits land on /auth, and a signed-in reload saves two round trips before its screen.
 */
const firstVisitChunks: Record<string, readonly (() => Promise<unknown>)[]> = {
  '/auth': [loadAuthRoute],
  '/': [loadTwoFactorGuard, loadAppShell, ...dashboardChunks],
  '/admin': [loadTwoFactorGuard, loadAppShell, loadRoleGuard, loadAdminRoute],
};
const areaChunks = (path: string) =>
  path.startsWith('/marketplace')
    ? [loadTwoFactorGuard, loadAppShell, loadMarketplaceArea]
    : path.startsWith('/practice')
      ? [loadTwoFactorGuard, loadAppShell, loadSellerArea]
      : [];
// A failed early fetch is harmless: the route's own render fetches the chunk again. Each starts in
// a task of its own: Vite's preload helper inserts a <link rel=modulepreload> per dependency (about
// 0.3 ms each, 20-50 per chunk), which made this module's evaluation one long task.
for (const load of firstVisitChunks[window.location.pathname] ?? areaChunks(window.location.pathname)) {
  setTimeout(() => void load().catch(() => undefined));
}
const WalletRoute = withWalletProps(lazyRoute(() => import('../features/wallet/routes/wallet-route'), 'WalletRoute'));
const WalletSuccessRoute = withWalletProps(lazyRoute(() => import('../features/wallet/routes/wallet-success-route'), 'WalletSuccessRoute'));
const SimulatedCheckoutRoute = withWalletProps(lazyRoute(() => import('../features/wallet/routes/simulated-checkout-route'), 'SimulatedCheckoutRoute'));
const NotFoundRoute = lazyRoute(() => import('./not-found-route'), 'NotFoundRoute');

/** The routes of spec 2 built so far; the others answer with the not-found screen until they exist. */
export function AppRoutes() {
  return (
    <ErrorBoundary>
      <Suspense fallback={<FullPageSpinner />}>
        <Routes>
          <Route element={<RequireGuest />}>
            <Route path="/auth" element={<AuthRoute />} />
          </Route>
          <Route path="/reset-password" element={<ResetPasswordRoute />} />
          <Route path="/ricerche-salvate/disattiva" element={<UnsubscribeSavedSearchRoute />} />
          <Route element={<RequireUser />}>
            <Route path="/verifica-due-passaggi" element={<TwoFactorEnrolmentRoute />} />
            <Route
              element={
                <RequireTwoFactorEnrolment>
                  <AppShell />
                </RequireTwoFactorEnrolment>
              }
            >
              <Route path="/" element={<DashboardPage />} />
              <Route path="/profile" element={<ProfilePage />} />
              <Route path="/practices" element={<SellerArea page="list" />} />
              <Route path="/practice/new" element={<SellerArea page="new" />} />
              <Route path="/practice/:id" element={<SellerArea page="view" />} />
              <Route path="/practice/:id/edit" element={<SellerArea page="edit" />} />
              <Route path="/marketplace" element={<MarketplaceArea page="explore" />} />
              <Route path="/marketplace/my-practices" element={<MarketplaceArea page="mine" />} />
              <Route path="/marketplace/ricerche" element={<MarketplaceArea page="searches" />} />
              <Route path="/marketplace/my-credits" element={<MarketplaceArea page="credits" />} />
              <Route path="/wallet" element={<WalletRoute />} />
              <Route path="/wallet/success" element={<WalletSuccessRoute />} />
              <Route path="/wallet/simulated-checkout" element={<SimulatedCheckoutRoute />} />
              <Route element={<RequireAdmin />}>
                <Route path="/admin" element={<AdminRoute />} />
              </Route>
            </Route>
          </Route>
          <Route path="*" element={<NotFoundRoute />} />
        </Routes>
      </Suspense>
    </ErrorBoundary>
  );
}
