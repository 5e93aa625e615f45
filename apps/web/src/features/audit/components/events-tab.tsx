import { eventTypeLabels } from '@pratiche/domain';
import { Alert, Button, Card, Empty, Flex, Input, Select, Spin } from 'antd';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { useAuditEvents } from '../api/list-events';
import type { EventFilters } from '../audit-view';
import { AuditHistoryDialog } from './audit-history-dialog';
import { AuditTimeline } from './audit-timeline';

/** The 'Eventi' tab: the whole log, newest first, filtered by type and acting user, 'Carica altri' for the older ones. */
export function EventsTab() {
  const [filters, setFilters] = useState<EventFilters>({ type: '', actor: '' });
  const events = useAuditEvents(filters);
  const entries = events.data?.pages.flatMap((page) => page.data) ?? [];
  // Issue 46: a practice's event leads to its full history, the same dialog as the review's 'Storico completo'.
  const [practiceId, setPracticeId] = useState<number | null>(null);
  return (
    <Flex vertical gap={16}>
      <Filters onApply={setFilters} />
      <Card>
        {events.isPending ? <Spin style={{ display: 'block', margin: 24 }} /> : null}
        {events.isError ? <Alert type="error" showIcon message={errorMessage(events.error, 'Errore nel caricamento degli eventi')} /> : null}
        {events.isSuccess && entries.length === 0 ? <Empty description="Nessun evento" /> : null}
        {entries.length > 0 ? <AuditTimeline entries={entries} onOpenPractice={setPracticeId} /> : null}
        {events.hasNextPage ? (
          <Button block loading={events.isFetchingNextPage} onClick={() => void events.fetchNextPage()}>
            Carica altri
          </Button>
        ) : null}
      </Card>
      {practiceId !== null ? <AuditHistoryDialog streams={[{ kind: 'practice', id: practiceId }]} onClose={() => setPracticeId(null)} /> : null}
    </Flex>
  );
}

const visuallyHidden = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;

// Sorted by their Italian name, the way an admin looks for them.
const typeOptions = Object.entries(eventTypeLabels)
  .map(([value, label]) => ({ value, label }))
  .sort((a, b) => (a.label < b.label ? -1 : 1));

/** The actor applies on Enter or 'Filtra', not on every keystroke (each is a query of the whole log); the type at once. */
function Filters({ onApply }: { onApply: (filters: EventFilters) => void }) {
  const [type, setType] = useState('');
  const [actor, setActor] = useState('');
  const apply = (next: Partial<EventFilters> = {}) => onApply({ type, actor, ...next });
  return (
    <Flex wrap gap={8}>
      {/* A label of its own rather than aria-label, which antd would put on the Select's wrapper too. */}
      <label htmlFor="audit-event-type" style={visuallyHidden}>
        Tipo di evento
      </label>
      <Select
        id="audit-event-type"
        allowClear
        showSearch
        optionFilterProp="label"
        placeholder="Tutti i tipi di evento"
        value={type || undefined}
        options={typeOptions}
        onChange={(value: string | undefined) => {
          setType(value ?? '');
          apply({ type: value ?? '' });
        }}
        style={{ width: 280, maxWidth: '100%' }}
      />
      <Input
        allowClear
        aria-label="ID utente"
        placeholder="ID utente"
        inputMode="numeric"
        value={actor}
        onChange={(event) => setActor(event.target.value)}
        onPressEnter={() => apply()}
        style={{ width: 160, maxWidth: '100%' }}
      />
      <Button type="primary" onClick={() => apply()}>
        Filtra
      </Button>
    </Flex>
  );
}
