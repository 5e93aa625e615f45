import { counterQuery, practiceCounters } from './practice-counters';

describe('admin practice counters (spec 2 /admin "Counters")', () => {
  it("shows pending as 'Da Verificare', integration_required as 'Integrazioni Richieste', approved as 'Approvate'", () => {
    expect(practiceCounters).toEqual([
      { status: 'pending', title: 'Da Verificare' },
      { status: 'integration_required', title: 'Integrazioni Richieste' },
      { status: 'approved', title: 'Approvate' },
    ]);
  });

  it('asks the list for one row of the status, to read its total', () => {
    expect(counterQuery('approved')).toEqual({ status: 'approved', current: 1, pageSize: 1 });
  });
});
