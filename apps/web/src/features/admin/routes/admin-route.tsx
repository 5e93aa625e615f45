import { Grid, Tabs, type TabsProps, Typography } from 'antd';
import { EventsTab } from '../components/events-tab';
import { PracticesTab } from '../components/practices-tab';
import { UsersTab } from '../components/users-tab';

/** The panel's tabs (spec 2 /admin), and the event log of issue 7. */
const adminTabs: TabsProps['items'] = [
  { key: 'practices', label: 'Pratiche', children: <PracticesTab /> },
  { key: 'users', label: 'Utenti', children: <UsersTab /> },
  { key: 'events', label: 'Eventi', children: <EventsTab /> },
];

/**
 * 'Pannello Amministrativo' (spec 2 /admin). Admins only: the route guard in app/routes.tsx
 * shows everyone else the spec's refusal. Wider than the other pages: the tables need the room.
 */
export function AdminRoute() {
  const { md } = Grid.useBreakpoint();
  return (
    // The layout's content is a flex column that does not stretch its children: without the width
    // the table's scroll width would widen the page instead of scrolling inside its card.
    <div style={{ width: '100%', minWidth: 0, maxWidth: 1400, margin: '0 auto', padding: md ? 24 : 12, boxSizing: 'border-box' }}>
      <Typography.Title level={2} style={{ marginTop: 0 }}>
        Pannello Amministrativo
      </Typography.Title>
      <Tabs items={adminTabs} />
    </div>
  );
}
