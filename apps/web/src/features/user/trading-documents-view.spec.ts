import type { AccountDocumentResponse } from '@pratiche/contracts';
import { tradingDocumentsView } from './trading-documents-view';

const profile = { codiceFiscale: '06363391001', pec: 'a@pec.it', registeredOffice: 'Via Roma 1', ateco: '41.20', beneficialOwner: 'Mario Rossi' };
const id = (expiresOn: string): AccountDocumentResponse => ({ kind: 'documento_identita', year: null, expiresOn, originalName: 'ci.jpg', filename: 'a.jpg' });
const sheet = (year: number): AccountDocumentResponse => ({ kind: 'bilancio', year, expiresOn: null, originalName: `b${year}.pdf`, filename: `${year}.pdf` });
const now = '2026-11-29T10:00:00.000Z';

describe('the account documents for trading as the profile and the admin show them (issue 46)', () => {
  it('complete with the profile, a valid identity document and the last two balance sheets; years offered newest first', () => {
    const view = tradingDocumentsView({ tradingProfile: profile, tradingDocuments: [id('2030-01-01'), sheet(2025), sheet(2024)] }, now);
    expect(view.completeness).toEqual({ complete: true, missing: [] });
    expect(view.lines.map((l) => [l.title, l.expired])).toEqual([
      ["Documento d'identità", false],
      ['Bilancio 2025', false],
      ['Bilancio 2024', false],
    ]);
    expect(view.balanceSheetYears).toEqual([2025, 2024, 2023]);
  });

  it("an expired identity document reads expired ('Scaduto') and leaves the account incomplete", () => {
    const view = tradingDocumentsView({ tradingProfile: profile, tradingDocuments: [id('2026-11-28'), sheet(2025), sheet(2024)] }, now);
    expect(view.lines[0]!.expired).toBe(true);
    expect(view.completeness).toEqual({ complete: false, missing: ["Documento d'identità valido (quello caricato è scaduto)"] });
  });

  it('nothing given: everything is missing', () => {
    expect(tradingDocumentsView({ tradingProfile: null, tradingDocuments: [] }, now).completeness.missing).toEqual([
      'Dati per le cessioni',
      "Documento d'identità del legale rappresentante",
      'Bilancio approvato 2025',
      'Bilancio approvato 2024',
    ]);
  });
});
