import type { StoredNotification } from '@pratiche/contracts';
import { Button, Empty, Flex, Skeleton, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import { formatDateTime } from '../../../lib/format';
import { useNotifications } from '../api/list-notifications';
import { useMarkNotificationsRead } from '../api/mark-notifications-read';

/** Where a notification leads: the seller's practice page, or the buyer's side of the marketplace. */
const pageOf = ({ kind, practiceId }: StoredNotification): string | null => {
  if (kind === 'exclusivityEndingSoon') return '/marketplace/my-practices';
  // Issue 31: a saved search's match is not bought yet: its card in the marketplace, not the buyer's purchases.
  if (kind === 'practiceAvailable' || kind === 'savedSearchAlert') return practiceId === undefined ? '/marketplace' : `/marketplace?practice=${practiceId}`;
  if (kind === 'dataChangeRequested') return '/admin';
  return practiceId === undefined ? null : `/practice/${practiceId}`;
};

/**
 * The bell's content: newest first, unread ones bold on a tinted background with a dot, 'Segna
 * tutte come lette' and 'Carica altre'. A click marks the notification read and opens its practice.
 */
export function NotificationList({ onNavigate }: { onNavigate: () => void }) {
  const { data, isPending, fetchNextPage, hasNextPage, isFetchingNextPage } = useNotifications();
  const markRead = useMarkNotificationsRead();
  const navigate = useNavigate();
  const items = data?.pages.flatMap((page) => page.items) ?? [];
  const unread = data?.pages[0]?.unread ?? 0;

  const open = (notification: StoredNotification) => {
    if (!notification.read) markRead.mutate(notification.id);
    const target = pageOf(notification);
    if (target) {
      onNavigate();
      navigate(target);
    }
  };

  return (
    <Flex vertical gap={8} className="notification-list">
      <Flex justify="space-between" align="center" gap={8}>
        <Typography.Text strong>
          {unread === 0 ? 'Nessuna notifica da leggere' : unread === 1 ? '1 notifica da leggere' : `${unread} notifiche da leggere`}
        </Typography.Text>
        <Button
          type="link"
          size="small"
          disabled={unread === 0}
          loading={markRead.isPending && markRead.variables === 'all'}
          onClick={() => markRead.mutate('all')}
        >
          Segna tutte come lette
        </Button>
      </Flex>
      {isPending ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : items.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Non hai ancora notifiche" />
      ) : (
        <ul className="notification-items" aria-label="Notifiche">
          {items.map((n) => (
            <li key={n.id}>
              <button type="button" className={n.read ? 'notification-item' : 'notification-item notification-item-unread'} onClick={() => open(n)}>
                <span className="notification-item-title">
                  {!n.read && <span className="notification-dot" aria-hidden />}
                  {n.title}
                  {!n.read && <span className="visually-hidden"> (non letta)</span>}
                </span>
                <span className="notification-item-message">{n.message}</span>
                <span className="notification-item-date">{formatDateTime(n.createdAt)}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {hasNextPage && (
        <Button block onClick={() => void fetchNextPage()} loading={isFetchingNextPage}>
          Carica altre
        </Button>
      )}
    </Flex>
  );
}
