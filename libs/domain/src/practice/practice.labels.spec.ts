import { practiceStatusesMatching, practiceStatusLabels, reviewCounterTitles, reviewStatusLabels } from './practice.labels';

describe('the words of the practice review statuses (spec 4) and what a search finds by them (spec 2)', () => {
  it("names a status in the seller's words, and in the admin's where they differ (pending is 'Da Verificare')", () => {
    expect(practiceStatusLabels).toEqual({
      pending: 'In attesa',
      approved: 'Approvata',
      rejected: 'Rifiutata',
      integration_required: 'Integrazione Richiesta',
    });
    expect(reviewStatusLabels).toEqual({ ...practiceStatusLabels, pending: 'Da Verificare' });
    expect(reviewCounterTitles).toEqual({ pending: 'Da Verificare', integration_required: 'Integrazioni Richieste', approved: 'Approvate' });
  });

  it.each([
    ['in attesa', ['pending']],
    ['Da Verificare', ['pending']],
    ['approvat', ['approved']],
    ['RIFIUTATA', ['rejected']],
    ['integrazioni richieste', ['integration_required']],
    ['integration', ['integration_required']],
    ['richiest', ['integration_required']],
    ['superbonus', []],
  ])('a search for %p finds the statuses %p (key or any word a screen shows, in any case)', (keyword, statuses) => {
    expect(practiceStatusesMatching(keyword)).toEqual(statuses);
  });
});
