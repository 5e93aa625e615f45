import { randomUUID } from 'node:crypto';
import { EVENT_STORE } from '../../../infrastructure/database/database.tokens';
import type { PostgresEventStore } from '../../../infrastructure/event-store/postgres-event-store';
import type { TestApp } from '../../../testing/test-app';

/** Appends `count` events of a type no projection handles: the log moves, nothing else does. */
export const appendNotes = async (t: TestApp, count = 1) => {
  const store = t.app.get<PostgresEventStore>(EVENT_STORE);
  const events = Array.from({ length: count }, (_, n) => ({
    eventId: randomUUID(),
    type: 'AuditTestNote',
    data: { n },
    metadata: { actorId: 'system' as const, correlationId: randomUUID() },
  }));
  await store.append([{ streamId: `auditTest-${randomUUID()}`, expectedVersion: 0, events }]);
};

export const lastPosition = async (t: TestApp): Promise<number> => {
  const { rows } = await t.database.query<{ position: string }>('SELECT coalesce(max(global_position), 0)::text AS position FROM events');
  return Number(rows[0]!.position);
};

export const checkpointCount = async (t: TestApp): Promise<number> => {
  const { rows } = await t.database.query<{ n: number }>('SELECT count(*)::int AS n FROM audit_checkpoints');
  return rows[0]!.n;
};
