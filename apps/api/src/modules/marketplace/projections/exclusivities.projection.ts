import type { ExclusivityPurchased } from '@pratiche/domain';
import { defineProjection } from '../../../infrastructure/projections/projection';

/**
 * `exclusivities`: every exclusivity bought, for `GET /api/marketplace/exclusivities` and the
 * dashboard's count of running ones. Whether one runs is read against the time of the request.
 */
export const exclusivitiesProjection = defineProjection({
  name: 'exclusivities',
  version: 1,
  tables: ['exclusivities'],
  schema: `
    CREATE TABLE exclusivities (
      practice_id integer NOT NULL,
      buyer_id integer NOT NULL,
      hours integer NOT NULL,
      credits integer NOT NULL,
      starts_at timestamptz NOT NULL,
      ends_at timestamptz NOT NULL,
      PRIMARY KEY (practice_id, starts_at)
    );
    CREATE INDEX exclusivities_buyer ON exclusivities (buyer_id, starts_at DESC)
  `,
  handles: ['ExclusivityPurchased'],
  apply: async (event, tx) => {
    const d = event.data as ExclusivityPurchased['data'];
    await tx.query('INSERT INTO exclusivities (practice_id, buyer_id, hours, credits, starts_at, ends_at) VALUES ($1, $2, $3, $4, $5, $6)', [
      d.practiceId,
      d.by,
      d.hours,
      d.credits,
      d.at,
      d.exclusiveUntil,
    ]);
  },
});
