import { userValidationMessages } from '@pratiche/contracts';
import { validationError } from '@pratiche/domain';
import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * The ~49,000 most common passwords of zxcvbn-ts's common dictionary (all lower case), kept on
 * the server only: the list is ~380 KB, far beyond the /auth bundle's budget.
 */
const commonPasswords = new Set(dictionary['passwords-common']);

/** Case-insensitive: 'Password1' is as guessable as 'password1'. */
export const isCommonPassword = (password: string): boolean => commonPasswords.has(password.toLowerCase());

/** Refuses a new password (registration, change, reset) that is on the list. */
export const ensureNotCommonPassword = (password: string): void => {
  if (isCommonPassword(password)) throw validationError(userValidationMessages.passwordTooCommon);
};
