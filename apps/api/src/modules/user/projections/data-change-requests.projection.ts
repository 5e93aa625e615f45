import { userStreamId, type DataChangeRequested, type DataChangeRequestHandled } from '@pratiche/domain';
import type { RecordedEvent } from '../../../infrastructure/event-store/event-store.types';
import { reprojectedOnErasure } from '../../../infrastructure/projections/erasure-reprojection';
import { defineProjection } from '../../../infrastructure/projections/projection';

type Data<E extends { data: object }> = E['data'];

/**
 * `data_change_requests`: the admins' inbox of users' requests to change their data. The id is
 * the request event's log position; `request_number` is its rank among the user's requests,
 * counted in the log (the number `DataChangeRequestHandled` names). The request text is opened
 * personal data, as users_view holds names: erasing the user projects the user's requests again
 * from the log, where they now read 'Dato cancellato', as a rebuild does.
 */
const dataChangeRequests = defineProjection({
  name: 'data_change_requests',
  version: 3,
  tables: ['data_change_requests'],
  schema: `
    CREATE TABLE data_change_requests (
      id bigint PRIMARY KEY,
      user_id integer NOT NULL,
      request_number integer NOT NULL,
      fields jsonb NOT NULL,
      reason text NOT NULL,
      requested_at timestamptz NOT NULL,
      handled_at timestamptz,
      handled_by integer,
      UNIQUE (user_id, request_number)
    );
    CREATE INDEX data_change_requests_inbox ON data_change_requests ((handled_at IS NOT NULL), requested_at DESC, id DESC)
  `,
  handles: ['DataChangeRequested', 'DataChangeRequestHandled'],
  apply: async (event: RecordedEvent, tx) => {
    switch (event.type) {
      case 'DataChangeRequested': {
        const d = event.data as Data<DataChangeRequested>;
        await tx.query(
          `INSERT INTO data_change_requests (id, user_id, request_number, fields, reason, requested_at)
           SELECT e.global_position, $2,
                  (SELECT count(*) FROM events c WHERE c.stream_id = e.stream_id AND c.type = 'DataChangeRequested' AND c.stream_version <= e.stream_version),
                  $3::jsonb, $4, $5
           FROM events e WHERE e.event_id = $1`,
          [event.eventId, d.userId, JSON.stringify(d.fieldsToChange), d.reason, d.at],
        );
        return;
      }
      case 'DataChangeRequestHandled': {
        const d = event.data as Data<DataChangeRequestHandled>;
        await tx.query('UPDATE data_change_requests SET handled_at = $3, handled_by = $4 WHERE user_id = $1 AND request_number = $2', [
          d.userId,
          d.requestNumber,
          d.at,
          d.by,
        ]);
        return;
      }
    }
  },
});

export const dataChangeRequestsProjection = reprojectedOnErasure(dataChangeRequests, async (tx, userId) => {
  await tx.query('DELETE FROM data_change_requests WHERE user_id = $1', [userId]);
  return [userStreamId(userId)];
});
