import type { AuditEntry } from '@pratiche/contracts';
import { Collapse, Timeline, Typography } from 'antd';
import { toTimelineItems } from '../audit-view';

const dataStyle = { margin: 0, maxHeight: 240, overflow: 'auto', fontSize: 12, whiteSpace: 'pre-wrap', wordBreak: 'break-word' } as const;

/** The events as a timeline: time, actor, the Italian description, and the data folded away. */
export function AuditTimeline({ entries }: { entries: readonly AuditEntry[] }) {
  const items = toTimelineItems(entries).map((item) => ({
    key: item.key,
    children: (
      <div data-testid="audit-entry">
        <Typography.Text type="secondary">
          {item.time} · {item.actor}
        </Typography.Text>
        <Typography.Paragraph style={{ margin: 0 }}>{item.description}</Typography.Paragraph>
        {item.data ? (
          <Collapse ghost size="small" items={[{ key: 'data', label: `Dati (${item.type})`, children: <pre style={dataStyle}>{item.data}</pre> }]} />
        ) : (
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {item.type}
          </Typography.Text>
        )}
      </div>
    ),
  }));
  return <Timeline items={items} style={{ paddingTop: 8 }} />;
}
