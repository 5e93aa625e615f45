import { normalizeStatus, roleLabels } from './user-labels';

describe('normalizeStatus', () => {
  it('keeps the known statuses', () => {
    expect(['pending', 'active', 'rejected', 'blocked'].map(normalizeStatus)).toEqual(['pending', 'active', 'rejected', 'blocked']);
  });

  it('shows anything else as pending', () => {
    expect(normalizeStatus('suspended')).toBe('pending');
    expect(normalizeStatus(undefined)).toBe('pending');
    expect(normalizeStatus('toString')).toBe('pending');
  });
});

describe('roleLabels', () => {
  it('lists the roles a user holds, in product order', () => {
    expect(roleLabels({ isCedente: true, isCessionario: true, isAdmin: true })).toEqual(['Cedente', 'Cessionario', 'Admin']);
    expect(roleLabels({ isCedente: false, isCessionario: true, isAdmin: false })).toEqual(['Cessionario']);
    expect(roleLabels({ isCedente: false, isCessionario: false, isAdmin: false })).toEqual([]);
  });
});
