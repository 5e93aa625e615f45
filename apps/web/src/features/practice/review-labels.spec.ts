import { creditTypeLabel, reviewStatusLabels, saleStatusLabels, statusFilterOptions } from './review-labels';

describe('admin practice labels (spec 3 and 4)', () => {
  it('names the review statuses as the admin tab does', () => {
    expect(reviewStatusLabels).toEqual({
      pending: 'Da Verificare',
      approved: 'Approvata',
      rejected: 'Rifiutata',
      integration_required: 'Integrazione Richiesta',
    });
  });

  it('names the sale statuses', () => {
    expect(Object.values(saleStatusLabels)).toEqual(['Disponibile', 'In trattativa', 'Ceduta', 'Chiusa']);
  });

  it('shows the credit type label of the spec table, and an unknown key as it is', () => {
    expect(creditTypeLabel('BONUS_PATRIMONIO')).toBe('Bonus Patrimonio Edilizio');
    expect(creditTypeLabel('CREDITO_IVA')).toBe('Credito IVA');
    expect(creditTypeLabel('ALTRO')).toBe('ALTRO');
  });

  it('offers the status filter of spec 2: all, pending, approved, rejected, integration_required', () => {
    expect(statusFilterOptions.map((option) => option.value)).toEqual(['all', 'pending', 'approved', 'rejected', 'integration_required']);
  });
});
