import { Grid, Spin, Tabs, type TabsProps, Typography } from 'antd';
import { lazy, type ReactNode, Suspense } from 'react';
import { PracticesTab } from '../../features/practice/components/practices-tab';
import type { PracticeHistoryDialogProps } from '../../features/practice/components/review-dialog';

// The tabs shown only on a click load then: the panel opens on 'Pratiche' without evaluating them.
const UsersTab = lazy(() => import('./admin-users-tab').then((module) => ({ default: module.AdminUsersTab })));
const DataChangeInbox = lazy(() => import('../../features/user/components/data-change-inbox').then((module) => ({ default: module.DataChangeInbox })));
const EventsTab = lazy(() => import('../../features/audit/components/events-tab').then((module) => ({ default: module.EventsTab })));
// 'Storico completo' loads the audit dialog (its timeline, downloads) at its first click.
const AuditHistoryDialog = lazy(() =>
  import('../../features/audit/components/audit-history-dialog').then((module) => ({ default: module.AuditHistoryDialog })),
);

const loading = (tab: ReactNode) => <Suspense fallback={<Spin style={{ display: 'block', margin: 24 }} />}>{tab}</Suspense>;

/** 'Storico completo' of a practice in the review dialog: the audit log of its stream. */
function PracticeHistoryDialog({ practiceId, onClose }: PracticeHistoryDialogProps) {
  return (
    <Suspense fallback={null}>
      <AuditHistoryDialog streams={[{ kind: 'practice', id: practiceId }]} onClose={onClose} />
    </Suspense>
  );
}

/**
 * The panel's tabs (spec 2 /admin), and the event log of issue 7: each capability's panel from its
 * feature (practice review, users, audit), joined here.
 */
const adminTabs: TabsProps['items'] = [
  { key: 'practices', label: 'Pratiche', children: <PracticesTab HistoryDialog={PracticeHistoryDialog} /> },
  { key: 'users', label: 'Utenti', children: loading(<UsersTab />) },
  { key: 'requests', label: 'Richieste', children: loading(<DataChangeInbox />) },
  { key: 'events', label: 'Eventi', children: loading(<EventsTab />) },
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
