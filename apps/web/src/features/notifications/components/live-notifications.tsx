import { useLiveNotifications } from '../use-live-notifications';

/** Renders nothing: a component only so the app can mount the hook from a lazily loaded chunk. */
export function LiveNotifications({ user }: { user: { id: number } }) {
  useLiveNotifications(user);
  return null;
}
