import type { AuditEntry } from '@pratiche/contracts';
import { describeEvent } from '@pratiche/domain';
import { ANONYMOUS_ACTOR, SYSTEM_ACTOR, withoutSecrets } from '../../infrastructure/audit-chain/export/shown-reading';
import type { RecordedEvent } from '../../infrastructure/event-store/event-store.types';
import { ERASED_PERSONAL_DATA } from '../../infrastructure/personal-data/personal-data.declaration';

export { ANONYMOUS_ACTOR, SYSTEM_ACTOR, withoutSecrets };

/** The acting user as the history shows it; a user id no longer in users_view is an erased account. */
export const actorOf = (actorId: RecordedEvent['metadata']['actorId'], usernames: ReadonlyMap<number, string>): AuditEntry['actor'] => {
  if (actorId === 'system') return { id: null, username: SYSTEM_ACTOR };
  if (typeof actorId !== 'number') return { id: null, username: ANONYMOUS_ACTOR };
  return { id: actorId, username: usernames.get(actorId) ?? ERASED_PERSONAL_DATA };
};

/**
 * One opened event as an admin reads it in a history. `description`: the line
 * `describeHistory` gave it among its history's events (files by their original names, issue 46);
 * without it, the event is described alone.
 */
export const toAuditEntry = (event: RecordedEvent, usernames: ReadonlyMap<number, string>, description?: string): AuditEntry => ({
  position: Number(event.globalPosition),
  streamId: event.streamId,
  version: event.streamVersion,
  type: event.type,
  at: new Date(event.recordedAt).toISOString(),
  actor: actorOf(event.metadata?.actorId ?? null, usernames),
  description: description ?? describeEvent(event.type, event.data),
  data: withoutSecrets(event.data) as Record<string, unknown>,
});
