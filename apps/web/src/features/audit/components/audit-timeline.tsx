import type { AuditEntry } from '@pratiche/contracts';
import { Button, Card, Descriptions, Flex, Tag, Timeline, Typography } from 'antd';
import { useState } from 'react';
import { desktopQuery } from '../../../lib/breakpoints';
import { useMediaQuery } from '../../../lib/use-media-query';
import { type AuditTimelineItem, toTimelineItems } from '../audit-view';

const dataStyle = { margin: 0, maxHeight: 240, overflow: 'auto', fontSize: 12, whiteSpace: 'pre-wrap', wordBreak: 'break-word' } as const;
const wrap = { overflowWrap: 'anywhere' } as const;

/** Where an event of the log leads: the full history of its practice (issue 46: one entry point, 'Storico completo'). */
export type OpenPracticeHistory = (practiceId: number) => void;

/** One event: time and actor, the Italian type and description, its data as fields, the raw JSON on demand. */
function AuditEntryView({ item, onOpenPractice }: { item: AuditTimelineItem; onOpenPractice?: OpenPracticeHistory }) {
  const [json, setJson] = useState(false);
  return (
    <Flex vertical gap={4} data-testid="audit-entry">
      <Typography.Text type="secondary">
        {item.time} · {item.actor}
      </Typography.Text>
      <div>
        {/* The type's name says nothing more when the description is the same words ('Utente approvato'). */}
        {item.typeLabel === item.description ? null : <Tag>{item.typeLabel}</Tag>}
        <Typography.Text style={wrap}>{item.description}</Typography.Text>
      </div>
      {item.fields.length > 0 ? (
        <Descriptions
          size="small"
          column={{ xs: 1, sm: 1, md: 2, lg: 3, xl: 3, xxl: 3 }}
          items={item.fields.map((field) => ({ key: field.key, label: field.label, children: <span style={wrap}>{field.value}</span> }))}
        />
      ) : null}
      {onOpenPractice && item.practiceId !== null ? (
        <Button type="link" size="small" style={{ alignSelf: 'start', padding: 0 }} onClick={() => onOpenPractice(item.practiceId!)}>
          Storico completo della pratica #{item.practiceId}
        </Button>
      ) : null}
      {item.data ? (
        <>
          <Button type="link" size="small" style={{ alignSelf: 'start', padding: 0 }} aria-expanded={json} onClick={() => setJson(!json)}>
            {json ? 'Nascondi JSON' : 'Mostra JSON'}
          </Button>
          {json ? <pre style={dataStyle}>{item.data}</pre> : null}
        </>
      ) : null}
    </Flex>
  );
}

/**
 * The events as a timeline on a desk; below 768 px one card per event, which reads better than
 * a timeline's narrow column. The order is the server's.
 */
export function AuditTimeline({ entries, onOpenPractice }: { entries: readonly AuditEntry[]; onOpenPractice?: OpenPracticeHistory }) {
  const isDesk = useMediaQuery(desktopQuery);
  const items = toTimelineItems(entries);
  if (!isDesk) {
    return (
      <Flex vertical gap={8}>
        {items.map((item) => (
          <Card key={item.key} size="small">
            <AuditEntryView item={item} onOpenPractice={onOpenPractice} />
          </Card>
        ))}
      </Flex>
    );
  }
  return (
    <Timeline
      items={items.map((item) => ({ key: item.key, children: <AuditEntryView item={item} onOpenPractice={onOpenPractice} /> }))}
      style={{ paddingTop: 8 }}
    />
  );
}
