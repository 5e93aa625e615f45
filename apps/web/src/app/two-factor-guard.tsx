import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useEffect } from 'react';
import { Navigate } from 'react-router-dom';
import { useSignedInUser } from '../features/user/api/get-user';
import { twoFactorEnrolmentPath, twoFactorStatusQueryOptions, watchEnrolmentRequired } from '../features/user/api/two-factor-status';
import { FullPageSpinner } from './full-page-spinner';

// Its own chunk: signed-out pages such as /auth never download the live channel.
const LiveNotifications = lazy(() =>
  import('../features/notifications/components/live-notifications').then((module) => ({ default: module.LiveNotifications })),
);

/**
 * Issue 31: an admin who must enrol in 2FA opens nothing but the enrolment page. Admins without 2FA
 * wait for their status (a spinner that keeps the prerendered copy up) before any page asks the
 * API; others never need it. Any 403 `enrolmentRequired` later (2FA reset meanwhile) marks the status and
 * sends the person to enrol too. Wraps the signed-in frame, behind RequireUser; its own chunk, never loaded by /auth.
 * The live notifications run here, once for the whole signed-in frame: the server refuses `/ws`
 * to an admin who must enrol, so the enrolment page does not open it.
 */
export function RequireTwoFactorEnrolment({ children }: { children: ReactNode }) {
  const user = useSignedInUser();
  const queryClient = useQueryClient();
  useEffect(() => watchEnrolmentRequired(queryClient), [queryClient]);
  // Only an admin without 2FA may have to enrol (whether they must is the server's setting).
  const mayHaveToEnrol = user.isAdmin && !user.twoFactorEnabled;
  const status = useQuery({ ...twoFactorStatusQueryOptions(), enabled: mayHaveToEnrol });
  if (mayHaveToEnrol && status.isPending) return <FullPageSpinner />;
  if (status.data?.enrolmentRequired) return <Navigate to={twoFactorEnrolmentPath} replace />;
  return (
    <>
      <Suspense fallback={null}>
        <LiveNotifications user={user} />
      </Suspense>
      {children}
    </>
  );
}
