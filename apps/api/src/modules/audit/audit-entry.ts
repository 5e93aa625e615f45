import type { AuditEntry } from '@pratiche/contracts';
import { describeEvent } from '@pratiche/domain';
import type { RecordedEvent } from '../../infrastructure/event-store/event-store.types';
import { ERASED_PERSONAL_DATA } from '../../infrastructure/personal-data/personal-data.declaration';

export const SYSTEM_ACTOR = 'Sistema';
export const ANONYMOUS_ACTOR = 'Anonimo';

/**
 * Keys whose values never leave the server, whatever event carries them: events are designed
 * without hashes or tokens (they live in their own tables), this is the second line of defence.
 */
const secretKey = /password|token|hash|secret|^pin$|^pin[A-Z_]/i;

/** A deep copy of event data without secret-looking keys. */
export const withoutSecrets = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(withoutSecrets);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !secretKey.test(key))
      .map(([key, child]) => [key, withoutSecrets(child)]),
  );
};

/** The acting user as the history shows it; a user id no longer in users_view is an erased account. */
export const actorOf = (actorId: RecordedEvent['metadata']['actorId'], usernames: ReadonlyMap<number, string>): AuditEntry['actor'] => {
  if (actorId === 'system') return { id: null, username: SYSTEM_ACTOR };
  if (typeof actorId !== 'number') return { id: null, username: ANONYMOUS_ACTOR };
  return { id: actorId, username: usernames.get(actorId) ?? ERASED_PERSONAL_DATA };
};

/** One opened event as an admin reads it in a history. */
export const toAuditEntry = (event: RecordedEvent, usernames: ReadonlyMap<number, string>): AuditEntry => ({
  position: Number(event.globalPosition),
  streamId: event.streamId,
  version: event.streamVersion,
  type: event.type,
  at: new Date(event.recordedAt).toISOString(),
  actor: actorOf(event.metadata?.actorId ?? null, usernames),
  description: describeEvent(event.type, event.data),
  data: withoutSecrets(event.data) as Record<string, unknown>,
});
