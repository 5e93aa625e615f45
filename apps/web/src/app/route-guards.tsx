import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useUser } from '../features/user/api/get-user';
import { FullPageSpinner } from './full-page-spinner';

type FromState = { from?: { pathname: string; search: string } } | null;

/**
 * Spec 2: spinner while the user loads, the page when signed in, otherwise /auth.
 * The live notifications start behind it, in RequireTwoFactorEnrolment.
 */
export function RequireUser() {
  const { data: user, isPending } = useUser();
  const location = useLocation();
  if (isPending) return <FullPageSpinner />;
  if (!user) return <Navigate to="/auth" replace state={{ from: location }} />;
  return <Outlet />;
}

/**
 * Pages for signed-out people (/auth). Signing in or registering sets the session user,
 * and this guard then moves the person on: back to the page that sent them here, or home.
 */
export function RequireGuest() {
  const { data: user, isPending } = useUser();
  const from = (useLocation().state as FromState)?.from;
  if (isPending) return <FullPageSpinner />;
  if (user) return <Navigate to={from ? `${from.pathname}${from.search}` : '/'} replace />;
  return <Outlet />;
}
