import { isDeepStrictEqual } from 'node:util';
import type { AuditEntry } from '@pratiche/contracts';
import { describeEvent, type DocumentNames } from '@pratiche/domain';
import { upcastEventData } from '../../event-store/event-row';
import { withValueAt, type FieldPath } from '../../personal-data/field-paths';
import { SEALED_FIELD, type SealedPersonalData } from '../../personal-data/personal-data-envelope';
import type { ExportedStoredEvent } from './audit-export.schema';

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

export const SYSTEM_ACTOR = 'Sistema';
export const ANONYMOUS_ACTOR = 'Anonimo';

const valueAt = (data: unknown, path: FieldPath): unknown =>
  path.reduce<unknown>((node, key) => (node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined), data);

/**
 * The stored data as the history opened it: upcast as every read does, the sealed envelope's
 * fields put back with the values the reading shows (the only part a key was needed for).
 */
const openedAsShown = (stored: ExportedStoredEvent, shown: AuditEntry): Record<string, unknown> => {
  let data = upcastEventData(stored.type, JSON.parse(stored.data) as Record<string, unknown>);
  const envelope = data[SEALED_FIELD] as SealedPersonalData | undefined;
  if (!envelope) return data;
  data = { ...data };
  delete data[SEALED_FIELD];
  for (const path of envelope.fields) data = withValueAt(data, path, valueAt(shown.data, path));
  return data;
};

const actorProblem = (stored: ExportedStoredEvent, shown: AuditEntry): string | null => {
  const { actorId } = JSON.parse(stored.metadata) as { actorId?: unknown };
  const expectedId = typeof actorId === 'number' ? actorId : null;
  if (shown.actor.id !== expectedId) return `the shown actor is ${shown.actor.id ?? 'none'}, the stored one ${expectedId ?? 'none'}`;
  if (actorId === 'system' && shown.actor.username !== SYSTEM_ACTOR) return `the shown actor is not '${SYSTEM_ACTOR}'`;
  if (expectedId === null && actorId !== 'system' && shown.actor.username !== ANONYMOUS_ACTOR) return `the shown actor is not '${ANONYMOUS_ACTOR}'`;
  return null;
};

/**
 * Whether the reading the file shows says what its stored event says: place, type and time; the
 * actor's id; the data (secrets left out; personal data sealed in the store is the one part taken
 * from the reading); the description, recomputed from that data and `names`, the original names
 * the history's events gave its files up to this one (issue 46; `withDocumentNames` over the
 * checked readings, in the file's order). A file exported before issue 46 described files by
 * their stored names: that description, recomputed without names, is accepted too. Only a user's
 * username (from the accounts, outside the log) and the opened personal values cannot be checked offline.
 */
export const shownReadingProblem = (stored: ExportedStoredEvent, shown: AuditEntry, names: DocumentNames = new Map()): string | null => {
  if (
    shown.position !== stored.globalPosition ||
    shown.streamId !== stored.streamId ||
    shown.version !== stored.streamVersion ||
    shown.type !== stored.type ||
    shown.at !== new Date(stored.recordedAt).toISOString()
  ) {
    return 'the shown position, stream, version, type or time differ from the stored event';
  }
  const actor = actorProblem(stored, shown);
  if (actor) return actor;
  const opened = openedAsShown(stored, shown);
  if (!isDeepStrictEqual(withoutSecrets(opened), shown.data)) return 'the shown data differ from the stored event';
  if (describeEvent(stored.type, opened, names) !== shown.description && describeEvent(stored.type, opened) !== shown.description) {
    return 'the shown description differs from the stored event';
  }
  return null;
};
