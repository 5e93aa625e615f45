import { twoFactorMessages } from '@pratiche/contracts';
import { validationError } from '@pratiche/domain';
import { ApiError } from '../../../infrastructure/http/api-error';

/** A wrong or used code at sign-in: 401, as a wrong password. */
export const wrongSignInCode = () => new ApiError(401, twoFactorMessages.codeWrong);
/** A wrong or used code of a signed-in user (enable, disable): 400, the session stays. */
export const wrongCode = () => validationError(twoFactorMessages.codeWrong);

/** Both are guesses, counted like wrong passwords (PasswordGuesses). */
export const isWrongCode = (error: unknown): boolean => error instanceof Error && error.message === twoFactorMessages.codeWrong;
