import { Grid } from 'antd';
import { lazy, Suspense } from 'react';
import { NotificationPreferencesCard } from '../features/notifications/components/notification-preferences-card';
import { useSignedInUser } from '../features/user/api/get-user';
import { PageShell } from '../features/user/components/page-shell';
import { ProfileRoute } from '../features/user/routes/profile-route';

// Below the fold and only for buyers: its own chunk, so /profile's first screen stays as light.
const BuyerQualificationCard = lazy(() =>
  import('../features/user/components/buyer-qualification-card').then((module) => ({ default: module.BuyerQualificationCard })),
);

// Issue 46: what a company gives before trading; below the fold, its own chunk too.
const TradingProfileCard = lazy(() => import('../features/user/components/trading-profile-card').then((module) => ({ default: module.TradingProfileCard })));

/** '/profile': the user's own area, a buyer's qualification (issue 27), the data for trading (issue 46), then the notification preferences (features do not import each other, so they meet here). */
export function ProfilePage() {
  const user = useSignedInUser();
  const { md } = Grid.useBreakpoint();
  return (
    <>
      <ProfileRoute />
      {/* The same column as the profile; pulled up by one padding so the gap matches the cards above. */}
      <div style={{ marginTop: md ? -24 : -4 }}>
        <PageShell>
          {user.isCessionario && (
            <Suspense fallback={null}>
              <BuyerQualificationCard user={user} />
            </Suspense>
          )}
          <Suspense fallback={null}>
            <TradingProfileCard user={user} />
          </Suspense>
          <NotificationPreferencesCard user={user} />
        </PageShell>
      </div>
    </>
  );
}
