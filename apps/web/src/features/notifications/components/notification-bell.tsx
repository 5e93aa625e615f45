import { BellOutlined } from '@ant-design/icons';
import { Badge, Button, Drawer, Popover } from 'antd';
import { useState } from 'react';
import { desktopQuery } from '../../../lib/breakpoints';
import { useMediaQuery } from '../../../lib/use-media-query';
import { useNotifications } from '../api/list-notifications';
import { NotificationList } from './notification-list';
import './notification-bell.css';

/** The header's bell: the unread count on a badge, the list in a popover on a desk and a drawer on a phone. */
export function NotificationBell() {
  const desktop = useMediaQuery(desktopQuery);
  const [open, setOpen] = useState(false);
  const { data } = useNotifications();
  const unread = data?.pages[0]?.unread ?? 0;
  const close = () => setOpen(false);
  const bell = (
    <Button type="text" aria-label={`Notifiche, ${unread} non lette`} aria-expanded={open} onClick={desktop ? undefined : () => setOpen(true)}>
      <Badge count={unread} size="small" offset={[4, -2]}>
        <BellOutlined style={{ fontSize: 18 }} />
      </Badge>
    </Button>
  );
  if (desktop) {
    return (
      <Popover trigger="click" placement="bottomRight" open={open} onOpenChange={setOpen} title="Notifiche" content={<NotificationList onNavigate={close} />}>
        {bell}
      </Popover>
    );
  }
  return (
    <>
      {bell}
      <Drawer title="Notifiche" placement="right" width="100%" open={open} onClose={close} styles={{ body: { padding: 12 } }}>
        <NotificationList onNavigate={close} />
      </Drawer>
    </>
  );
}
