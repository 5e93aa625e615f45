import { twoFactorMessages } from '@pratiche/contracts';
import { ApiError } from '../../lib/api-client';

/**
 * Pure helpers of the two-factor screens (issue 31). This module loads zod with the contracts:
 * /auth's entry must not import it (the login form's second step is a lazy chunk for that reason).
 */

/** What the server reads: spaces dropped ("123 456" as an app shows it) and lower case (recovery codes). */
export const normaliseTwoFactorCode = (typed: string): string => typed.replace(/\s+/g, '').toLowerCase();

/**
 * The QR code the API drew (an SVG string) as an image source. As an `<img>` the SVG cannot run
 * scripts or reach the page, unlike markup injected into the DOM; the CSP's img-src allows `data:`.
 */
export const qrCodeImageSource = (svg: string): string => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

/** The secret for typing by hand, in groups of four as authenticator apps show it. */
export const groupedSecret = (secret: string): string => secret.replace(/(.{4})(?=.)/g, '$1 ');

/** The name of the recovery codes' file: the account's, so two accounts' files do not overwrite each other. */
export const recoveryCodesFileName = (username: string): string => `codici-recupero-${username.replace(/[^\w.-]+/g, '_')}.txt`;

/** The recovery codes' text file (CRLF: it opens as lines in Windows' Notepad too), with what they are for. */
export function recoveryCodesText(codes: readonly string[], { username, site, createdAt }: { username: string; site: string; createdAt: Date }): string {
  const day = createdAt.toLocaleDateString('it-IT', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'Europe/Rome' });
  return [
    'Codici di recupero della verifica in due passaggi',
    `Sito: ${site}`,
    `Account: ${username}`,
    `Generati il ${day}`,
    '',
    "Ogni codice vale una sola volta. Usalo al posto del codice dell'app se non hai il telefono.",
    'Conserva questo file in un luogo sicuro.',
    '',
    ...codes,
    '',
  ].join('\r\n');
}

/** Whether a failure is the API's refusal of an admin who has not enrolled yet (403 `enrolmentRequired`). */
export const isEnrolmentRequiredError = (error: unknown): boolean =>
  error instanceof ApiError && error.status === 403 && error.message === twoFactorMessages.enrolmentRequired;

const pendingSignInEnded: readonly string[] = [twoFactorMessages.noPendingSignIn, twoFactorMessages.tooManyCodes, twoFactorMessages.locked];

/**
 * Whether a failed second step means the pending sign-in is gone (expired, never made, ended by
 * its third wrong code or by the lock after too many): back to the password, with the reason.
 */
export const isPendingSignInGone = (error: unknown): boolean => error instanceof ApiError && pendingSignInEnded.includes(error.message);

/** How the recovery codes left read on the profile. */
export const recoveryCodesLeftText = (left: number): string => (left === 1 ? 'Ti resta 1 codice di recupero' : `Ti restano ${left} codici di recupero`);
