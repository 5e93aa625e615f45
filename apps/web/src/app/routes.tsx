import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { ErrorBoundary } from './error-boundary';
import { FullPageSpinner } from './full-page-spinner';
import { lazyRoute } from './lazy-route';
import { RequireGuest, RequireUser } from './route-guards';
import { DashboardPage, withWalletProps } from './wallet-pages';

const loadAuthRoute = () => import('../features/user/routes/auth-route');
// Most first visits land on the sign-in page: fetch its chunk beside the entry's work instead of
// after /api/user answers and the guard renders it, which took one round trip off its paint.
if (window.location.pathname === '/auth') void loadAuthRoute();
const AuthRoute = lazyRoute(loadAuthRoute, 'AuthRoute');
const ResetPasswordRoute = lazyRoute(() => import('../features/user/routes/reset-password-route'), 'ResetPasswordRoute');
const ProfileRoute = lazyRoute(() => import('../features/user/routes/profile-route'), 'ProfileRoute');
const AdminRoute = lazyRoute(() => import('../features/admin/routes/admin-route'), 'AdminRoute');
// Role guards draw their refusal with antd's Alert, which the entry chunk (and so /auth) need not carry.
const RequireAdmin = lazyRoute(() => import('./role-guard'), 'RequireAdmin');
// The signed-in frame carries pro-components: its own chunk, fetched only behind sign-in.
const AppShell = lazyRoute(() => import('./app-shell'), 'AppShell');
// The seller's screens behind their guard, one lazy chunk that loads each screen's own.
const SellerArea = lazy(() => import('./seller-area').then((module) => ({ default: module.SellerArea })));
// The buyer's screens behind their guard, one lazy chunk that loads each screen's own.
const MarketplaceArea = lazy(() => import('./marketplace-area').then((module) => ({ default: module.MarketplaceArea })));
const WalletRoute = withWalletProps(lazyRoute(() => import('../features/wallet/routes/wallet-route'), 'WalletRoute'));
const WalletSuccessRoute = withWalletProps(lazyRoute(() => import('../features/wallet/routes/wallet-success-route'), 'WalletSuccessRoute'));
const SimulatedCheckoutRoute = withWalletProps(
  lazyRoute(() => import('../features/wallet/routes/simulated-checkout-route'), 'SimulatedCheckoutRoute'),
);
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
          <Route element={<RequireUser />}>
            <Route element={<AppShell />}>
              <Route path="/" element={<DashboardPage />} />
              <Route path="/profile" element={<ProfileRoute />} />
              <Route path="/practices" element={<SellerArea page="list" />} />
              <Route path="/practice/new" element={<SellerArea page="new" />} />
              <Route path="/practice/:id" element={<SellerArea page="view" />} />
              <Route path="/practice/:id/edit" element={<SellerArea page="edit" />} />
              <Route path="/marketplace" element={<MarketplaceArea page="explore" />} />
              <Route path="/marketplace/my-practices" element={<MarketplaceArea page="mine" />} />
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
