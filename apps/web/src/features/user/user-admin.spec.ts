import { normalizeStatus, statusLabels } from './user-labels';
import { confirmationOf, statusActionsOf } from './user-row-actions';
import { toUserListQuery, userSortDirectionsOf } from './user-sort';
import { orNotSpecified, userStatusFilterOptions } from './user-status-filter';

const labels = (status: string) => statusActionsOf(status).map((action) => `${action.label}→${action.to}`);

describe('users tab row actions (spec 2 "Row actions", spec 4 "User status")', () => {
  it("pending has 'Approva' (to active) and 'Rifiuta' (to rejected)", () => {
    expect(labels('pending')).toEqual(['Approva→active', 'Rifiuta→rejected']);
  });
  it("active has 'Blocca' only", () => {
    expect(labels('active')).toEqual(['Blocca→blocked']);
  });
  it("blocked and rejected have 'Attiva'", () => {
    expect(labels('blocked')).toEqual(['Attiva→active']);
    expect(labels('rejected')).toEqual(['Attiva→active']);
  });
  it('issue 26: every status change asks first, naming the account and what follows', () => {
    const questions = ['pending', 'active', 'blocked'].flatMap((status) => statusActionsOf(status).map((action) => confirmationOf(action, 'rossi.srl')));
    expect(questions).toEqual([
      "Approvare l'account di rossi.srl? Potrà usare il marketplace.",
      "Rifiutare l'account di rossi.srl? Non potrà usare il marketplace.",
      "Bloccare l'account di rossi.srl? Non potrà più accedere.",
      "Riattivare l'account di rossi.srl? Potrà di nuovo usare il marketplace.",
    ]);
  });
  it('an unknown status is treated as pending', () => {
    expect(labels('sospeso')).toEqual(labels('pending'));
    expect(normalizeStatus('sospeso')).toBe('pending');
  });
});

describe('users tab labels (spec 2, spec 4)', () => {
  it('names each status in Italian', () => {
    expect(statusLabels).toEqual({ pending: 'Da Verificare', active: 'Attivo', rejected: 'Non Approvato', blocked: 'Bloccato' });
  });
  it('the status filter offers active, pending, blocked, rejected after all', () => {
    expect(userStatusFilterOptions.map((o) => o.value)).toEqual(['all', 'active', 'pending', 'blocked', 'rejected']);
  });
  it("an empty legal representative or phone reads 'Non specificato'", () => {
    expect(orNotSpecified('')).toBe('Non specificato');
    expect(orNotSpecified('  ')).toBe('Non specificato');
    expect(orNotSpecified(null)).toBe('Non specificato');
    expect(orNotSpecified('Maria Bianchi')).toBe('Maria Bianchi');
  });
});

describe('users tab query (spec 2 "Sortable: id, username, companyName, status, walletBalance")', () => {
  it('sends page and size only by default (createdAt descending on the server)', () => {
    expect(toUserListQuery({ current: 2, pageSize: 20 })).toEqual({ current: 2, pageSize: 20 });
  });
  it("sends a trimmed keyword and the status filter, nothing for 'all'", () => {
    expect(toUserListQuery({ keyword: ' rossi ', status: 'blocked' })).toMatchObject({ keyword: 'rossi', status: 'blocked' });
    expect(toUserListQuery({ keyword: ' ', status: 'all' })).toEqual({ current: 1, pageSize: 20 });
  });
  it('sorts on the five sortable columns only', () => {
    expect(toUserListQuery({}, { walletBalance: 'descend' })).toMatchObject({ sortField: 'walletBalance', sortOrder: 'descend' });
    expect(toUserListQuery({}, { companyName: 'ascend' })).toMatchObject({ sortField: 'companyName', sortOrder: 'ascend' });
    expect(toUserListQuery({}, { phone: 'ascend' })).not.toHaveProperty('sortField');
    expect(toUserListQuery({}, { id: null })).not.toHaveProperty('sortField');
  });
  it('a header click toggles and never falls back to unsorted', () => {
    expect(userSortDirectionsOf('username')).toEqual(['ascend', 'descend', 'ascend']);
    expect(userSortDirectionsOf('walletBalance')).toEqual(['descend', 'ascend', 'descend']);
  });
});
