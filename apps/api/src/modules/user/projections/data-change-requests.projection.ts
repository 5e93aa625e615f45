import { userStreamId, type DataChangeRequested, type DataChangeRequestHandled } from '@pratiche/domain';
import type { RecordedEvent } from '../../../infrastructure/event-store/event-store.types';
import { reprojectedOnErasure } from '../../../infrastructure/projections/erasure-reprojection';
import { defineFoldSetProjection } from '../../../infrastructure/projections/fold-set-projection';

/** A user's data-change request: `id` is the request event's log position, `requestNumber` its rank among the user's requests. */
export type DataChangeRequestRow = {
  id: number | string;
  userId: number;
  requestNumber: number;
  fields: Record<string, string>;
  reason: string;
  requestedAt: string;
  handledAt: string | null;
  handledBy: number | null;
};

/**
 * The user's requests after `event`: a request is numbered after the ones before it (the number
 * `DataChangeRequestHandled` names, as the decider counts them); a handled one records when and by whom.
 */
export const evolveDataChangeRequests = (rows: readonly DataChangeRequestRow[], event: RecordedEvent): readonly DataChangeRequestRow[] => {
  switch (event.type) {
    case 'DataChangeRequested': {
      const d = event.data as DataChangeRequested['data'];
      const request = {
        id: event.globalPosition,
        userId: d.userId,
        requestNumber: rows.length + 1,
        fields: d.fieldsToChange,
        reason: d.reason,
        requestedAt: d.at,
      };
      return [...rows, { ...request, handledAt: null, handledBy: null }];
    }
    case 'DataChangeRequestHandled': {
      const d = event.data as DataChangeRequestHandled['data'];
      return rows.map((row) => (row.requestNumber === d.requestNumber ? { ...row, handledAt: d.at, handledBy: d.by } : row));
    }
    default:
      return rows;
  }
};

/**
 * `data_change_requests`: the admins' inbox of users' requests to change their data, a fold of
 * each user's requests (the user stream's, in order). The request text is opened personal data,
 * as users_view holds names: erasing the user projects the user's requests again from the log,
 * where they now read 'Dato cancellato', as a rebuild does.
 */
const dataChangeRequests = defineFoldSetProjection<DataChangeRequestRow>({
  name: 'data_change_requests',
  // 4: a fold (the number from the user's rows, no count of the log).
  version: 4,
  table: 'data_change_requests',
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
  columns: {
    id: 'id',
    userId: 'user_id',
    requestNumber: 'request_number',
    fields: 'fields',
    reason: 'reason',
    requestedAt: 'requested_at',
    handledAt: 'handled_at',
    handledBy: 'handled_by',
  },
  primaryKey: ['id'],
  key: (event) => (event.data as { userId: number }).userId,
  rowsOf: 'user_id = $1 ORDER BY request_number',
  evolve: evolveDataChangeRequests,
});

export const dataChangeRequestsProjection = reprojectedOnErasure(dataChangeRequests, async (tx, userId) => {
  await tx.query('DELETE FROM data_change_requests WHERE user_id = $1', [userId]);
  return [userStreamId(userId)];
});
