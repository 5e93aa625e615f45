import { fold } from '../shared/decider';
import { dataChangeRequestsDecider } from './data-change-requests.decide';
import type { UserEvent } from './user.events';

const at = '2026-03-01T10:00:00.000Z';
const requested: UserEvent = { type: 'DataChangeRequested', data: { userId: 4, fieldsToChange: { phone: '3' }, reason: 'nuovo numero', at } };
const done = (requestNumber: number) => ({ type: 'MarkDataChangeRequestDone' as const, data: { userId: 4, requestNumber, by: 1, at } });
const given = (events: UserEvent[]) => fold(dataChangeRequestsDecider, events);

describe('data-change requests (issue 26: the admins inbox)', () => {
  it('an open request is marked done', () => {
    expect(dataChangeRequestsDecider.decide(done(2), given([requested, requested]))).toEqual([
      { type: 'DataChangeRequestHandled', data: { userId: 4, requestNumber: 2, by: 1, at } },
    ]);
  });

  it('only once: a handled request is refused with a conflict', () => {
    const state = given([requested, { type: 'DataChangeRequestHandled', data: { userId: 4, requestNumber: 1, by: 1, at } }]);
    expect(() => dataChangeRequestsDecider.decide(done(1), state)).toThrow(
      expect.objectContaining({ kind: 'conflict', message: 'Questa richiesta è già stata segnata come evasa da un altro amministratore' }),
    );
  });

  it('a request that was never made: not found', () => {
    expect(() => dataChangeRequestsDecider.decide(done(2), given([requested]))).toThrow(expect.objectContaining({ kind: 'not_found' }));
    expect(() => dataChangeRequestsDecider.decide(done(0), given([requested]))).toThrow(expect.objectContaining({ kind: 'not_found' }));
  });
});
