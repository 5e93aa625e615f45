import { ApiError } from '../../lib/api-client';
import { creditsErrorMessage } from './credits-error';
import { defaultCreditAmount, readCreditsForm } from './credits-form';
import { knownUserStatus, orNotSpecified, userStatusFilterOptions, userStatusLabels } from './user-labels';
import { statusActionsOf } from './user-row-actions';
import { toUserListQuery, userSortDirectionsOf } from './user-sort';

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
  it('an unknown status is treated as pending', () => {
    expect(labels('sospeso')).toEqual(labels('pending'));
    expect(knownUserStatus('sospeso')).toBe('pending');
  });
});

describe('users tab labels (spec 2, spec 4)', () => {
  it('names each status in Italian', () => {
    expect(userStatusLabels).toEqual({ pending: 'Da Verificare', active: 'Attivo', rejected: 'Non Approvato', blocked: 'Bloccato' });
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

describe('add-credits dialog (spec 5 "Add credits (admin)", spec 8 Admin credits)', () => {
  it('opens with 100 credits', () => {
    expect(defaultCreditAmount).toBe(100);
  });
  it('reads a plain integer amount', () => {
    expect(readCreditsForm(' 250 ', '1234')).toEqual({ ok: true, request: { amount: 250, pin: '1234', operation: 'add' } });
    expect(readCreditsForm(40, '1234')).toEqual({ ok: true, request: { amount: 40, pin: '1234', operation: 'add' } });
  });
  it("production safety 7: a non-numeric, zero, negative, fractional or exponent amount: 'Inserire un importo valido maggiore di zero'", () => {
    for (const amount of ['abc', '', 0, '-5', undefined, '250.7', '1e3', '12abc', 5e-7, 1e21, -5]) {
      expect(readCreditsForm(amount, '1234')).toEqual({ ok: false, error: 'Inserire un importo valido maggiore di zero' });
    }
  });
  it("a missing PIN: 'Inserire il PIN di sicurezza'", () => {
    expect(readCreditsForm(100, '  ')).toEqual({ ok: false, error: 'Inserire il PIN di sicurezza' });
    expect(readCreditsForm(100, undefined)).toEqual({ ok: false, error: 'Inserire il PIN di sicurezza' });
  });
  it("an HTML answer reads 'Errore del server. Contatta l'amministratore di sistema.'", () => {
    const error = new ApiError('Bad Gateway', 502, new Headers({ 'content-type': 'text/html' }));
    expect(creditsErrorMessage(error)).toBe("Errore del server. Contatta l'amministratore di sistema.");
  });
  it("shows the server's message, else 'Errore nella modifica dei crediti'", () => {
    const json = new ApiError('PIN di sicurezza non corretto', 403, new Headers({ 'content-type': 'application/json' }));
    expect(creditsErrorMessage(json)).toBe('PIN di sicurezza non corretto');
    expect(creditsErrorMessage(new ApiError('', 0))).toBe('Errore nella modifica dei crediti');
  });
});
