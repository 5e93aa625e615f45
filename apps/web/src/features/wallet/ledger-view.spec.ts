import { signedCredits, unsignedCredits } from './ledger-view';

describe('ledger figures', () => {
  it('signs movements and groups thousands the Italian way', () => {
    expect(signedCredits(1500)).toBe('+1.500');
    expect(signedCredits(-10)).toBe('\u221210');
    expect(unsignedCredits(1250)).toBe('1.250');
  });
});
