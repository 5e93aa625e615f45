import { DomainError } from '../shared/domain-error';
import {
  accountDocumentMessages as m,
  checkedAccountDocument,
  latestDueBalanceSheetYear,
  tradingAccountCompleteness,
  withAccountDocument,
  type AccountDocument,
} from './account-documents';
import { decideUser } from './user.decide';
import type { UserEvent } from './user.events';
import { evolveUser, initialUserState } from './user.state';

const profile = { codiceFiscale: '06363391001', pec: 'a@pec.it', registeredOffice: 'Via Roma 1', ateco: '41.20', beneficialOwner: 'Mario Rossi' };
const doc = (name: string) => ({ originalName: `${name}.pdf`, filename: `${name}.pdf` });
const id = (expiresOn: string): AccountDocument => ({ kind: 'documento_identita', year: null, expiresOn, document: doc(`ci-${expiresOn}`) });
const sheet = (year: number): AccountDocument => ({ kind: 'bilancio', year, expiresOn: null, document: doc(`bilancio-${year}`) });

const refusal = (input: Parameters<typeof checkedAccountDocument>[0], at: string) => {
  try {
    checkedAccountDocument(input, at);
  } catch (error) {
    if (error instanceof DomainError) return error.message;
    throw error;
  }
  return null;
};

/** Issue 46: the account's typed documents (D.Lgs. 231/2007 art. 18-19; market-2026.md S18). */
describe('account documents', () => {
  const nov2026 = '2026-11-29T10:00:00.000Z';

  it.each([
    // kind, year, expiresOn, at, refusal
    ['documento_identita', null, '2030-01-31', nov2026, null],
    ['documento_identita', null, '2026-11-29', nov2026, null], // valid through its expiry day
    ['documento_identita', null, '2026-11-28', nov2026, m.expired],
    ['documento_identita', null, '2026-02-30', nov2026, m.expiresOnInvalid],
    ['documento_identita', null, null, nov2026, m.expiresOnInvalid],
    ['bilancio', 2025, null, nov2026, null],
    ['bilancio', 2023, null, nov2026, null],
    ['bilancio', '2024', null, nov2026, null],
    ['bilancio', 2026, null, nov2026, m.yearNotClosed], // the year is not closed in Rome
    ['bilancio', 2025, null, '2025-12-31T23:30:00.000Z', null], // already 2026 in Rome
    ['bilancio', 2022, null, nov2026, m.yearTooOld],
    ['bilancio', 'duemila', null, nov2026, m.yearInvalid],
    ['bilancio', 2024.5, null, nov2026, m.yearInvalid],
    ['bilancio', null, null, nov2026, m.yearInvalid],
    ['visura', 2025, null, nov2026, m.kind],
  ] as const)('%s year %s expiring %s at %s: %s', (kind, year, expiresOn, at, expected) => {
    expect(refusal({ kind, year, expiresOn }, at)).toBe(expected);
  });

  it.each([
    ['2026-06-30T12:00:00.000Z', 2024],
    ['2026-07-01T12:00:00.000Z', 2025],
    ['2026-06-30T22:30:00.000Z', 2025], // 1 July in Rome
    ['2026-01-15T12:00:00.000Z', 2024],
  ])('the newest balance sheet due at %s is of %i (art. 2364 c. 2 c.c.: 180 days at most)', (at, year) => {
    expect(latestDueBalanceSheetYear(at)).toBe(year);
  });

  it('an upload replaces the one of its kind and year; the identity document first, balance sheets newest first', () => {
    const after = [sheet(2024), id('2027-01-01'), sheet(2025), { ...sheet(2024), document: doc('nuovo-2024') }, id('2031-05-05')].reduce(
      withAccountDocument,
      [] as AccountDocument[],
    );
    expect(after).toEqual([id('2031-05-05'), sheet(2025), { ...sheet(2024), document: doc('nuovo-2024') }]);
  });

  it.each([
    // documents, profile, at, missing
    [[id('2030-01-01'), sheet(2025), sheet(2024)], true, nov2026, []],
    [[id('2030-01-01'), sheet(2025), sheet(2024)], false, nov2026, ['Dati per le cessioni']],
    [[sheet(2025), sheet(2024)], true, nov2026, ["Documento d'identità del legale rappresentante"]],
    [[id('2026-11-01'), sheet(2025), sheet(2024)], true, nov2026, ["Documento d'identità valido (quello caricato è scaduto)"]],
    [[id('2030-01-01'), sheet(2025)], true, nov2026, ['Bilancio approvato 2024']],
    [[id('2030-01-01'), sheet(2025), sheet(2023)], true, nov2026, ['Bilancio approvato 2024']], // 2023 is no longer one of the last two
    [[id('2030-01-01')], true, nov2026, ['Bilancio approvato 2025', 'Bilancio approvato 2024']],
    [[id('2030-01-01'), sheet(2024), sheet(2023)], true, '2026-03-10T10:00:00.000Z', []], // 2025's is not due yet
    [[id('2030-01-01'), sheet(2025), sheet(2024)], true, '2026-03-10T10:00:00.000Z', []], // approved early
    [[id('2030-01-01'), sheet(2025)], true, '2026-03-10T10:00:00.000Z', ['Bilancio approvato 2024']],
    [[], false, nov2026, ['Dati per le cessioni', "Documento d'identità del legale rappresentante", 'Bilancio approvato 2025', 'Bilancio approvato 2024']],
  ] as const)('documents %j, profile %s, at %s: missing %j', (documents, withProfile, at, missing) => {
    expect(tradingAccountCompleteness({ tradingProfile: withProfile ? profile : null, tradingDocuments: documents }, at)).toEqual({
      complete: missing.length === 0,
      missing,
    });
  });

  it('the decider records the document as checked, and the fold keeps one per kind and year', () => {
    const registered: UserEvent = {
      type: 'UserRegistered',
      data: {
        userId: 7,
        username: 'u',
        companyName: 'c',
        vatNumber: '12345678901',
        legalRepName: 'l',
        phone: 'p',
        email: 'e@x.it',
        isCedente: true,
        isCessionario: false,
        isAdmin: false,
        businessDocument: null,
        registeredAt: nov2026,
      },
    };
    const state = evolveUser(initialUserState(), registered);
    const command = { userId: 7, at: nov2026, by: 7, kind: 'bilancio', year: 2025, expiresOn: '2030-01-01', document: doc('b') };
    const events = decideUser({ type: 'AttachAccountDocument', data: command }, state);
    expect(events).toEqual([
      { type: 'AccountDocumentAttached', data: { userId: 7, kind: 'bilancio', year: 2025, expiresOn: null, document: doc('b'), by: 7, at: nov2026 } },
    ]);
    const after = events.reduce(evolveUser, state);
    expect(after).toMatchObject({ tradingDocuments: [{ kind: 'bilancio', year: 2025, expiresOn: null, document: doc('b') }] });
    expect(() => decideUser({ type: 'AttachAccountDocument', data: { ...command, kind: 'bilancio', year: 2026 } }, state)).toThrow(m.yearNotClosed);
    expect(() => decideUser({ type: 'AttachAccountDocument', data: command }, initialUserState())).toThrow('Utente non trovato');
  });
});
