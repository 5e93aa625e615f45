import { Grid } from 'antd';
import { NotificationPreferencesCard } from '../features/notifications/components/notification-preferences-card';
import { useSignedInUser } from '../features/user/api/get-user';
import { PageShell } from '../features/user/components/page-shell';
import { ProfileRoute } from '../features/user/routes/profile-route';

/** '/profile': the user's own area, then the notification preferences (features do not import each other, so they meet here). */
export function ProfilePage() {
  const user = useSignedInUser();
  const { md } = Grid.useBreakpoint();
  return (
    <>
      <ProfileRoute />
      {/* The same column as the profile; pulled up by one padding so the gap matches the cards above. */}
      <div style={{ marginTop: md ? -24 : -4 }}>
        <PageShell>
          <NotificationPreferencesCard user={user} />
        </PageShell>
      </div>
    </>
  );
}
