import { foldSetRows } from '../../../infrastructure/projections/fold-set-projection';
import { recordedLog } from '../../../infrastructure/projections/recorded-log.spec-helper';
import { dataChangeRequestsProjection } from './data-change-requests.projection';

const at = (hour: number) => new Date(Date.UTC(2026, 2, 2, 9 + hour)).toISOString();
const [ada, bea, admin] = [3, 4, 9];

const log = () => {
  const record = recordedLog();
  return {
    requested: (userId: number, hour: number, reason = 'Cambio sede') =>
      record(`user-${userId}`, 'DataChangeRequested', { userId, fieldsToChange: { phone: '3330000000' }, reason, at: at(hour) }),
    handled: (userId: number, requestNumber: number, hour: number) =>
      record(`user-${userId}`, 'DataChangeRequestHandled', { userId, requestNumber, by: admin, at: at(hour) }),
  };
};

describe('data_change_requests projection: given events, the admins inbox of data-change requests', () => {
  it("a request is listed open, its id the event's log position, numbered 1 for the user's first", () => {
    const { requested } = log();
    expect(foldSetRows(dataChangeRequestsProjection, [requested(ada, 0)])).toEqual([
      { id: 1, userId: ada, requestNumber: 1, fields: { phone: '3330000000' }, reason: 'Cambio sede', requestedAt: at(0), handledAt: null, handledBy: null },
    ]);
  });

  it("request numbers count each user's own requests, in the order of the user's stream", () => {
    const { requested } = log();
    const rows = foldSetRows(dataChangeRequestsProjection, [requested(ada, 0), requested(bea, 1), requested(ada, 2)]);
    expect(rows.map((r) => [r.userId, r.requestNumber, r.id])).toEqual([
      [ada, 1, 1],
      [bea, 1, 2],
      [ada, 2, 3],
    ]);
  });

  it('a handled request records when and by whom, also when it is not the newest; the others stay open', () => {
    const { requested, handled } = log();
    const rows = foldSetRows(dataChangeRequestsProjection, [requested(ada, 0), requested(ada, 1), handled(ada, 1, 2)]);
    expect(rows.map((r) => [r.requestNumber, r.handledAt, r.handledBy])).toEqual([
      [1, at(2), admin],
      [2, null, null],
    ]);
  });

  it('the erasure writes nothing in a replay: the requests are opened after the key is gone (reprojectedOnErasure)', () => {
    const { requested } = log();
    const erased = recordedLog()(`user-${ada}`, 'UserPersonalDataErased', { userId: ada, at: at(5) });
    expect(foldSetRows(dataChangeRequestsProjection, [requested(ada, 0, 'Dato cancellato'), erased])).toHaveLength(1);
  });
});
