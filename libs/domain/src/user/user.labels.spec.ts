import { userStatusesMatching, userStatusLabels } from './user.labels';

describe('the words of the account statuses (spec 4) and what a users-tab search finds by them (spec 2)', () => {
  it('labels each status as spec 4 does', () => {
    expect(userStatusLabels).toEqual({ pending: 'Da Verificare', active: 'Attivo', rejected: 'Non Approvato', blocked: 'Bloccato' });
  });

  it.each([
    ['bloccato', ['blocked']],
    ['Non approvato', ['rejected']],
    ['attivo', ['active']],
    ['pending', ['pending']],
    ['mario', []],
  ])('a search for %p finds the statuses %p (key or label, in any case)', (keyword, statuses) => {
    expect(userStatusesMatching(keyword)).toEqual(statuses);
  });
});
