/**
 * The one canonical form of names that must be unique (ARCHITECTURE.md section 3). Uniqueness
 * claims, duplicate checks, the sign-in lookup and rate-limit keys all use these, so two spellings
 * that look alike to a person can never be two accounts.
 *
 * Usernames: Unicode NFKC (full-width letters become ASCII), lower case, then accents removed
 * (NFKD minus combining marks), so 'İvan', 'ＩＶＡＮ', 'Ivan' and ' ivan ' are all 'ivan'. What
 * is left must be in a safe set (Latin letters, digits, '.', '_', '-'): this keeps out
 * look-alikes from other scripts (Cyrillic 'а') and invisible characters (zero-width spaces),
 * which no normalisation folds. See `isSafeUsername`.
 *
 * E-mails: NFKC and lower case. The local part is case-sensitive in theory, but no provider
 * treats it so, and a person typing their address in another case must find their account.
 */
export const canonicalUsername = (username: string): string =>
  username.trim().normalize('NFKC').toLowerCase().normalize('NFKD').replace(/\p{M}/gu, '').normalize('NFC');

export const canonicalEmail = (email: string): string => email.trim().normalize('NFKC').toLowerCase();

const SAFE_USERNAME = /^[a-z0-9._-]+$/;

/** True when the username's canonical form stays within the safe character set. */
export const isSafeUsername = (username: string): boolean => SAFE_USERNAME.test(canonicalUsername(username));
