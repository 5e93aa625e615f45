import { creditTypeLabel, practiceStatusLabels, saleStatusLabels, tributeCodeText, yesNo } from './practice-labels';

describe('practice labels (spec 3 credit types, spec 4 statuses)', () => {
  it('names every review status in Italian', () => {
    expect(practiceStatusLabels).toEqual({
      pending: 'In attesa',
      approved: 'Approvata',
      rejected: 'Rifiutata',
      integration_required: 'Integrazione Richiesta',
    });
  });

  it('names every sale status', () => {
    expect(Object.values(saleStatusLabels)).toEqual(['Disponibile', 'In trattativa', 'Ceduta', 'Chiusa']);
  });

  it('labels credit types as the spec 3 table does, and shows an unknown key as it is', () => {
    expect(creditTypeLabel('BONUS_PATRIMONIO')).toBe('Bonus Patrimonio Edilizio');
    expect(creditTypeLabel('CREDITO_IVA')).toBe('Credito IVA');
    expect(creditTypeLabel('ALTRO')).toBe('ALTRO');
  });

  it('shows booleans as Sì/No and a missing tribute code as a dash', () => {
    expect(yesNo(true)).toBe('Sì');
    expect(yesNo(false)).toBe('No');
    expect(tributeCodeText(null)).toBe('—');
    expect(tributeCodeText('7701')).toBe('7701');
  });
});
