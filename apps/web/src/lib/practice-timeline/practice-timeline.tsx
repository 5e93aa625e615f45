import type { PracticeTimelineEntry, PracticeTimelineKind } from '@pratiche/domain';
import { Alert, Card, Empty, Skeleton, Timeline, Typography } from 'antd';
import { errorMessage } from '../api-client';
import { formatDateTime } from '../format';
import { usePracticeTimeline } from './get-practice-timeline';

/** The dot's colour says how the step went: green done (a document approved, the credit reconfirmed), red refused, orange waiting on the seller, blue a purchase. */
const kindColors: Record<PracticeTimelineKind, string> = {
  submitted: 'gray',
  resubmitted: 'gray',
  documents: 'gray',
  document_deleted: 'gray',
  approved: 'green',
  rejected: 'red',
  integration: 'orange',
  access: 'blue',
  exclusivity: 'blue',
  exclusivity_ended: 'gray',
  sold: 'purple',
  document_typed: 'gray',
  document_approved: 'green',
  document_rejected: 'red',
  reconfirmed: 'green',
  offer: 'blue',
  offer_answered: 'gray',
  closing: 'orange',
  closing_completed: 'purple',
  closing_abandoned: 'red',
};

const detailStyle = { margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } as const;

function toItem(entry: PracticeTimelineEntry, index: number) {
  return {
    key: `${entry.at}-${index}`,
    color: kindColors[entry.kind],
    children: (
      <div data-testid="practice-timeline-entry">
        <Typography.Text strong>{entry.title}</Typography.Text>
        <br />
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {formatDateTime(entry.at)}
        </Typography.Text>
        {entry.detail ? <Typography.Paragraph style={detailStyle}>{entry.detail}</Typography.Paragraph> : null}
      </div>
    ),
  };
}

/**
 * 'Cronologia': what happened to a practice, newest first (issue 26). Shared by the seller's
 * practice page, the admin's practice dialog and the buyer's practice view; the server decides
 * what each of them may read (purchases are anonymous to all but admins). `bare` leaves out the
 * card, for a place that titles it already (a collapsible panel).
 */
export function PracticeTimeline({ practiceId, bare = false }: { practiceId: number; bare?: boolean }) {
  const timeline = usePracticeTimeline(practiceId);
  const content = (
    <div data-testid="practice-timeline">
      {timeline.isPending ? <Skeleton active paragraph={{ rows: 3 }} title={false} /> : null}
      {timeline.isError ? <Alert type="error" showIcon message={errorMessage(timeline.error, 'Impossibile caricare la cronologia della pratica')} /> : null}
      {timeline.data?.length === 0 ? <Empty description="Nessun evento" /> : null}
      {timeline.data?.length ? <Timeline items={timeline.data.map(toItem)} style={{ paddingTop: 8, marginBottom: -16 }} /> : null}
    </div>
  );
  if (bare) return content;
  return (
    <Card title="Cronologia" size="small">
      {content}
    </Card>
  );
}
