import type { SqlExecutor } from '../database/database';
import { eventColumns, toRecordedEvent, type EventRow } from '../event-store/event-row';
import { openPersonalData } from '../personal-data/personal-data-envelope';
import type { Projection } from './projection';

/** The event that records a person's erasure; the person's key is destroyed in its transaction. */
export const ERASURE_EVENT = 'UserPersonalDataErased';

/** Deletes the rows of a read model that hold the erased person's personal data; answers the streams they are projected from. */
export type PersonalRows = (tx: SqlExecutor, personId: number) => Promise<string[]>;

/**
 * `projection`, which on a person's erasure projects the person's rows again from the log: its
 * own `apply`, on the events of the streams `personalRows` names, opened now that the key is
 * destroyed, so the sealed fields read 'Dato cancellato' as a rebuild would write them. No SQL
 * twin of the projection's rules. A replay (the projection's `replayer`, which does not handle the
 * erasure) opens the whole log after the key is gone, so it writes the erased rows in the first place.
 */
export const reprojectedOnErasure = <P extends Projection>(projection: P, personalRows: PersonalRows): P => ({
  ...projection,
  handles: [...projection.handles, ERASURE_EVENT],
  apply: async (event, tx) => {
    if (event.type !== ERASURE_EVENT) return projection.apply(event, tx);
    const streams = await personalRows(tx, (event.data as { userId: number }).userId);
    if (streams.length === 0) return;
    const { rows } = await tx.query<EventRow>(
      `SELECT ${eventColumns} FROM events WHERE stream_id = ANY($1::text[]) AND type = ANY($2::text[]) ORDER BY global_position`,
      [streams, projection.handles],
    );
    for (const opened of await openPersonalData(tx, rows.map(toRecordedEvent))) await projection.apply(opened, tx);
  },
});
