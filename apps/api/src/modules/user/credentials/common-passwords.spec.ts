import { dictionary } from '@zxcvbn-ts/language-common';
import { ensureNotCommonPassword, isCommonPassword } from './common-passwords';

describe('common passwords are refused (issue 10 point 19)', () => {
  it('the list is the CommonJS build of zxcvbn-ts, with at least 10,000 entries', () => {
    expect(require.resolve('@zxcvbn-ts/language-common')).toMatch(/\.cjs$/);
    expect(dictionary['passwords-common'].length).toBeGreaterThanOrEqual(10_000);
  });

  it.each(['password1', 'Password1', 'QWERTY123', 'iloveyou1', 'juventus'])('%j is common, whatever its case', (password) => {
    expect(isCommonPassword(password)).toBe(true);
  });

  it.each(['Nuova-Password-1', 'Capo-Password-1', 'Impresa-Rossi-2026!'])('%j is not common', (password) => {
    expect(isCommonPassword(password)).toBe(false);
  });

  it("a common password is refused with 'Password troppo comune: scegline un'altra'", () => {
    expect(() => ensureNotCommonPassword('Password1')).toThrow("Password troppo comune: scegline un'altra");
  });
});
