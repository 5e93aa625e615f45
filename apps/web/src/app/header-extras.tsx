import { lazy, Suspense } from 'react';

// Its own chunk: the bell's list, popover and drawer are fetched after the frame has drawn.
const NotificationBell = lazy(() => import('../features/notifications/components/notification-bell').then((module) => ({ default: module.NotificationBell })));

/** What the signed-in frame's header shows beside the user menu (the notification bell). */
export function HeaderExtras() {
  return (
    // The bell's size, reserved while it loads, so the user menu does not move.
    <Suspense fallback={<span style={{ display: 'inline-block', width: 48, height: 32 }} />}>
      <NotificationBell />
    </Suspense>
  );
}
