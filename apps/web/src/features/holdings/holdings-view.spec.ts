import type { HoldingResponse } from '@pratiche/contracts';
import {
  canChooseOffset,
  codeText,
  holdingKey,
  holdingTags,
  offsetButtonLabel,
  offsetConfirmation,
  offsetStanding,
  practiceDossierPath,
  practiceText,
  rataText,
  rule75TagLabel,
} from './holdings-view';

const holding: HoldingResponse = {
  practiceId: 12,
  practiceTitle: 'Superbonus 2025 · Pratica #12',
  creditType: 'SUPERBONUS_110',
  offerId: 40,
  rataId: '2026',
  year: 2026,
  amount: 10_000,
  pricePaid: 8_750,
  pricePer100: 87.5,
  code: 'ABC123',
  tributeCode: '7701',
  usableUntil: '2026-12-31',
  offsetChosen: false,
  transferable: true,
  category: 'qualificati',
  boundByRule75: false,
  acquiredAt: '2026-03-02T10:00:00.000Z',
  protocol: 'ADE-2026/000123',
};

const labels = (h: HoldingResponse) => holdingTags(h).map((tag) => tag.label);

describe('a holding’s tags', () => {
  it('reads Cedibile or Non cedibile from transferable until the offset is chosen', () => {
    expect(labels(holding)).toEqual(['Cedibile']);
    expect(labels({ ...holding, transferable: false })).toEqual(['Non cedibile']);
  });

  it('reads In compensazione once the buyer chose to offset it, whatever transferable says', () => {
    expect(labels({ ...holding, offsetChosen: true, transferable: false })).toEqual(['In compensazione']);
    expect(labels({ ...holding, offsetChosen: true, transferable: true })).toEqual(['In compensazione']);
  });

  it('adds the 75 rule’s tag to a rata bought under it (DL 39/2024)', () => {
    expect(labels({ ...holding, transferable: false, boundByRule75: true })).toEqual(['Non cedibile', rule75TagLabel]);
    expect(rule75TagLabel).toBe('Regola del 75% (DL 39/2024)');
  });
});

describe('which rate may still be chosen for offset', () => {
  it('a rata not chosen, up to the last day of its year in Italian time', () => {
    expect(canChooseOffset(holding, '2026-03-02T10:00:00.000Z')).toBe(true);
    // 31/12/2026 23:30 in Rome is still 2026 there.
    expect(canChooseOffset(holding, '2026-12-31T22:30:00.000Z')).toBe(true);
    // 01/01/2027 00:30 in Rome: the rata's year is over.
    expect(canChooseOffset(holding, '2026-12-31T23:30:00.000Z')).toBe(false);
  });

  it('never a rata already chosen', () => {
    expect(canChooseOffset({ ...holding, offsetChosen: true }, '2026-03-02T10:00:00.000Z')).toBe(false);
  });

  it('tells a chosen rata from an expired one', () => {
    expect(offsetStanding({ ...holding, offsetChosen: true }, '2027-01-10T10:00:00.000Z')).toBe('chosen');
    expect(offsetStanding(holding, '2027-01-10T10:00:00.000Z')).toBe('expired');
    expect(offsetStanding(holding, '2026-01-10T10:00:00.000Z')).toBe('open');
  });

  it('a rata of a later year, even not transferable', () => {
    expect(canChooseOffset({ ...holding, rataId: '2027', year: 2027, transferable: false }, '2026-03-02T10:00:00.000Z')).toBe(true);
  });
});

describe('the words of a row', () => {
  it('names the rata by its year, with its id when the id says more', () => {
    expect(rataText(holding)).toBe('2026');
    expect(rataText({ rataId: '2026-3', year: 2028 })).toBe('2028 (rata 2026-3)');
    expect(rataText({ rataId: 'intero', year: 2025 })).toBe('2025 (credito intero)');
  });

  it('shows the code in clear, or a dash when there is none', () => {
    expect(codeText('ABC123')).toBe('ABC123');
    expect(codeText(null)).toBe('—');
  });

  it('names the practice by its title, or by its number when the title is blank', () => {
    expect(practiceText(holding)).toBe('Superbonus 2025 · Pratica #12');
    expect(practiceText({ practiceId: 7, practiceTitle: '  ' })).toBe('Pratica #7');
  });

  it('links the practice to its dossier among the purchased practices', () => {
    expect(practiceDossierPath(12)).toBe('/marketplace/my-practices?practice=12');
  });

  it('keys a row by practice, deal and rata', () => {
    expect(holdingKey(holding)).toBe('12/40/2026');
  });
});

describe('the offset choice’s confirmation', () => {
  it('says which rata, that it is irrevocable and that the rata will no longer be transferable', () => {
    const { title, description } = offsetConfirmation({ ...holding, rataId: '2026-3', year: 2028 });
    expect(title).toBe('Comunicare la scelta di compensazione per la rata 2028 (rata 2026-3)?');
    expect(description).toContain('irrevocabile');
    expect(description).toContain('non sarà più cedibile');
    expect(description).toContain('«Superbonus 2025 · Pratica #12»');
  });

  it('gives each row’s button a name of its own', () => {
    expect(offsetButtonLabel(holding)).toBe('Comunica scelta di compensazione per la rata 2026 di «Superbonus 2025 · Pratica #12»');
  });
});
