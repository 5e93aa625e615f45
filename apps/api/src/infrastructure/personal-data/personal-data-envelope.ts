import type { SqlExecutor } from '../database/database';
import { matchPaths, withValueAt, type FieldPath } from './field-paths';
import { decryptValues, encryptValues } from './personal-data-cipher';
import { keysForSealing, loadKeys, type KeyRing } from './personal-data-keys';
import { ERASED_PERSONAL_DATA, type PersonalDataPolicy } from './personal-data.declaration';

/**
 * The personal fields of a stored event, moved out of its data into one ciphertext (one
 * decryption per event keeps replays fast). Subject and paths stay readable: they say whose key
 * opens it and where the values go back, and contain nothing personal themselves.
 */
export type SealedPersonalData = { subject: string; fields: FieldPath[]; ciphertext: string };

/** The property of event data that holds the envelope. */
export const SEALED_FIELD = 'sealedPersonalData';

type Data = Record<string, unknown>;
type WithData = { type: string; data: object };

const envelopeOf = (data: object): SealedPersonalData | undefined => (data as Data)[SEALED_FIELD] as SealedPersonalData | undefined;

/** Values of the declared fields found in `data`, with their concrete paths. */
const personalValues = (policy: PersonalDataPolicy, event: WithData) => {
  const declared = policy.get(event.type);
  if (!declared) return null;
  const found = declared.fields.flatMap((pattern) => matchPaths(event.data as Data, pattern));
  return found.length === 0 ? null : { subject: declared.subject(event.data as never), found };
};

const sealOne = <E extends WithData>(event: E, subject: string, found: [FieldPath, unknown][], key: Buffer | null): E => {
  let data = event.data as Data;
  // An erased subject gets no new key: its values are stored already erased.
  for (const [path] of found) data = withValueAt(data, path, key ? undefined : ERASED_PERSONAL_DATA);
  if (!key) return { ...event, data };
  const envelope: SealedPersonalData = {
    subject,
    fields: found.map(([path]) => path),
    ciphertext: encryptValues(
      key,
      subject,
      found.map(([, value]) => value),
    ),
  };
  return { ...event, data: { ...data, [SEALED_FIELD]: envelope } };
};

/**
 * Before append: encrypts the personal fields `policy` declares with their subject's key,
 * creating keys as needed. Events without personal data come back unchanged.
 */
export const sealPersonalData = async <E extends WithData>(db: SqlExecutor, policy: PersonalDataPolicy, events: readonly E[]): Promise<E[]> => {
  const plans = events.map((event) => personalValues(policy, event));
  const subjects = [...new Set(plans.flatMap((p) => (p ? [p.subject] : [])))];
  if (subjects.length === 0) return [...events];
  const keys = await keysForSealing(db, subjects);
  return events.map((event, i) => {
    const plan = plans[i];
    return plan ? sealOne(event, plan.subject, plan.found, keys.get(plan.subject) ?? null) : event;
  });
};

const openOne = <E extends WithData>(event: E, envelope: SealedPersonalData, keys: KeyRing): E => {
  const key = keys.get(envelope.subject);
  const values = key ? decryptValues(key, envelope.subject, envelope.ciphertext) : null;
  let data: Data = { ...(event.data as Data) };
  delete data[SEALED_FIELD];
  envelope.fields.forEach((path, i) => {
    data = withValueAt(data, path, values ? values[i] : ERASED_PERSONAL_DATA);
  });
  return { ...event, data };
};

/**
 * For every reader of the log: puts the personal fields back in plaintext while the subject's
 * key exists, and `ERASED_PERSONAL_DATA` once it is destroyed. Loads the keys of all `events`
 * in one query; events without sealed data come back unchanged.
 */
export const openPersonalData = async <E extends WithData>(db: SqlExecutor, events: readonly E[]): Promise<E[]> => {
  const subjects = new Set<string>();
  for (const event of events) {
    const envelope = envelopeOf(event.data);
    if (envelope) subjects.add(envelope.subject);
  }
  if (subjects.size === 0) return [...events];
  const keys = await loadKeys(db, [...subjects]);
  return events.map((event) => {
    const envelope = envelopeOf(event.data);
    return envelope ? openOne(event, envelope, keys) : event;
  });
};
