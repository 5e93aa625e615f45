import { authFailureHeader, authFailureMessages, type AuthFailureReason } from '@pratiche/contracts';
import { ApiError } from '../../../../infrastructure/http/api-error';

/**
 * A refused sign-in (spec 8 "Login"): 401 with the reason in X-Auth-Failure-Reason and its
 * text in the body. Only guesses (unknown username, wrong password) count towards the rate limit.
 */
export class SignInRefused extends ApiError {
  constructor(
    readonly reason: AuthFailureReason,
    supportEmail: string,
  ) {
    const message = reason === 'ACCOUNT_DISABLED' ? authFailureMessages.accountDisabled(supportEmail) : authFailureMessages[reason];
    super(401, message, { [authFailureHeader]: reason });
  }

  get isGuess(): boolean {
    return this.reason !== 'ACCOUNT_DISABLED';
  }
}
