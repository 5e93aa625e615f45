import type { PracticeResponse } from '@pratiche/contracts';
import { Timeline, Typography } from 'antd';
import { formatDateTime } from '../../../lib/format';
import { practiceHistory } from '../practice-history';

/** Spec 2 /admin detail "history": creation, approval, and the admins' comments with their date. */
export function PracticeHistoryTimeline({ practice }: { practice: PracticeResponse }) {
  const items = practiceHistory(practice).map((entry) => ({
    key: entry.key,
    color: entry.title === 'Admin' ? 'blue' : 'gray',
    children: (
      <>
        <Typography.Text strong>{entry.title}</Typography.Text> <Typography.Text type="secondary">{formatDateTime(entry.date)}</Typography.Text>
        {entry.text ? <Typography.Paragraph style={{ margin: 0, whiteSpace: 'pre-wrap' }}>{entry.text}</Typography.Paragraph> : null}
      </>
    ),
  }));
  return <Timeline items={items} style={{ paddingTop: 8 }} />;
}
