import { twoFactorMessages } from '@pratiche/contracts';
import { ApiError } from '../../lib/api-client';
import {
  groupedSecret,
  isEnrolmentRequiredError,
  isPendingSignInGone,
  normaliseTwoFactorCode,
  qrCodeImageSource,
  recoveryCodesFileName,
  recoveryCodesLeftText,
  recoveryCodesText,
} from './two-factor-view';

describe('two-factor view helpers (issue 31)', () => {
  it('a code is sent as the server reads it: spaces dropped, recovery codes in lower case', () => {
    expect(normaliseTwoFactorCode(' 123 456 ')).toBe('123456');
    expect(normaliseTwoFactorCode('AB3DE-F9GHK')).toBe('ab3de-f9ghk');
  });

  it('the QR code SVG becomes a data: image source, escaped, so it is never markup in the page', () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><path d="M0 0h1"/><script>alert(1)</script></svg>';
    const source = qrCodeImageSource(svg);
    expect(source.startsWith('data:image/svg+xml;charset=utf-8,')).toBe(true);
    expect(source).not.toMatch(/[<>"]/);
    expect(decodeURIComponent(source.slice(source.indexOf(',') + 1))).toBe(svg);
  });

  it('the secret reads in groups of four, as authenticator apps show it', () => {
    expect(groupedSecret('JBSWY3DPEHPK3PXP')).toBe('JBSW Y3DP EHPK 3PXP');
    expect(groupedSecret('ABCDEF')).toBe('ABCD EF');
  });

  it("the recovery codes' file names the site, the account and the day, then every code on its own line (CRLF)", () => {
    const codes = Array.from({ length: 10 }, (_, i) => `code${i}-abcde`);
    const text = recoveryCodesText(codes, { username: 'mario', site: 'pratiche.example.it', createdAt: new Date('2026-11-28T23:30:00Z') });
    const lines = text.split('\r\n');
    expect(lines).toContain('Sito: pratiche.example.it');
    expect(lines).toContain('Account: mario');
    // Italian day (Europe/Rome: 23:30 UTC is already the 29th).
    expect(lines).toContain('Generati il 29/11/2026');
    expect(lines.filter((line) => codes.includes(line))).toEqual(codes);
    expect(text).not.toMatch(/[^\r]\n/);
  });

  it("the file's name carries the username, made safe for a file system", () => {
    expect(recoveryCodesFileName('mario.rossi')).toBe('codici-recupero-mario.rossi.txt');
    expect(recoveryCodesFileName('a/b c')).toBe('codici-recupero-a_b_c.txt');
  });

  it('the codes left read in Italian, singular and plural', () => {
    expect(recoveryCodesLeftText(1)).toBe('Ti resta 1 codice di recupero');
    expect(recoveryCodesLeftText(0)).toBe('Ti restano 0 codici di recupero');
    expect(recoveryCodesLeftText(10)).toBe('Ti restano 10 codici di recupero');
  });

  it("enrolment is required only by the API's 403 with its message, not by other refusals", () => {
    expect(isEnrolmentRequiredError(new ApiError(twoFactorMessages.enrolmentRequired, 403))).toBe(true);
    expect(isEnrolmentRequiredError(new ApiError('Devi essere un amministratore per accedere a questa pagina.', 403))).toBe(false);
    expect(isEnrolmentRequiredError(new ApiError(twoFactorMessages.enrolmentRequired, 401))).toBe(false);
    expect(isEnrolmentRequiredError(new Error(twoFactorMessages.enrolmentRequired))).toBe(false);
  });

  it('the second step goes back to the password only when the pending sign-in is gone, not on a wrong code', () => {
    expect(isPendingSignInGone(new ApiError(twoFactorMessages.noPendingSignIn, 401))).toBe(true);
    expect(isPendingSignInGone(new ApiError(twoFactorMessages.codeWrong, 401))).toBe(false);
    // The third wrong code of a sign-in, and the lock after 10 in a row, end it too.
    expect(isPendingSignInGone(new ApiError(twoFactorMessages.tooManyCodes, 401))).toBe(true);
    expect(isPendingSignInGone(new ApiError(twoFactorMessages.locked, 401))).toBe(true);
  });
});
