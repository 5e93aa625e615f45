import { userMessages } from '@pratiche/domain';
import { apiMessageResponseSchema, apiPathParams, defineOperations, refusals, type ApiError } from '../shared/api-operation';
import { twoFactorMessages } from './two-factor.messages';
import {
  disableTwoFactorSchema,
  enableTwoFactorSchema,
  recoveryCodesSchema,
  twoFactorSetupRequestSchema,
  twoFactorSetupSchema,
  twoFactorSignInSchema,
  twoFactorStatusSchema,
} from './two-factor.schemas';
import { authFailureMessages, userValidationMessages } from './user.messages';
import { userResponseSchema } from './user.schemas';

const tag = 'two-factor';
const t = twoFactorMessages;
const codeWrong: ApiError = { status: 400, message: t.codeWrong };
const lockout: ApiError = { status: 429, message: authFailureMessages.tooManyAttempts };

/** Issue 31: two-factor sign-in (TOTP, RFC 6238) and its recovery codes. */
export const twoFactorOperations = defineOperations([
  {
    method: 'post',
    path: '/api/login/two-factor',
    summary: "Second step of sign-in: the app's code or a recovery code",
    description:
      'Needs the pending sign-in that `POST /api/login` left in the same session (5 minutes). Codes are accepted once; attempts count like passwords. The third wrong code of a pending sign-in ends it (the password must be typed again); after 10 wrong codes in a row (across sign-ins, cleared by a right code) the code step is refused until the password changes, and the owner gets a mail.',
    access: 'public',
    tag,
    body: twoFactorSignInSchema,
    responses: { 200: { description: 'Signed in: the user', schema: userResponseSchema } },
    errors: [
      { status: 401, message: t.codeWrong },
      { status: 401, message: t.noPendingSignIn },
      { status: 401, message: t.tooManyCodes },
      { status: 401, message: t.locked },
      lockout,
    ],
  },
  {
    method: 'get',
    path: '/api/user/two-factor',
    summary: "The caller's two-factor status",
    access: 'signed-in',
    tag,
    responses: { 200: { description: 'Status', schema: twoFactorStatusSchema } },
    errors: [],
  },
  {
    method: 'post',
    path: '/api/user/two-factor/setup',
    summary: 'A new secret to scan (replaces an unconfirmed one); asks for the current password',
    description: 'A wrong password counts as a failed sign-in: past the limit the answer is 429 and the session ends, as on change-password.',
    access: 'signed-in',
    tag,
    body: twoFactorSetupRequestSchema,
    responses: { 200: { description: 'The secret, its otpauth URL and QR code', schema: twoFactorSetupSchema } },
    errors: [{ status: 400, message: userValidationMessages.wrongCurrentPassword }, { status: 409, message: t.alreadyEnabled }, lockout],
  },
  {
    method: 'post',
    path: '/api/user/two-factor/enable',
    summary: "Confirm the setup with a code: ends the account's other sessions; answers the 10 recovery codes, shown once",
    access: 'signed-in',
    tag,
    body: enableTwoFactorSchema,
    responses: { 200: { description: 'The recovery codes', schema: recoveryCodesSchema } },
    errors: [codeWrong, { status: 409, message: t.noSetup }, { status: 409, message: t.alreadyEnabled }],
  },
  {
    method: 'post',
    path: '/api/user/two-factor/disable',
    summary: 'Turn two-factor sign-in off (password and a code)',
    access: 'signed-in',
    tag,
    body: disableTwoFactorSchema,
    responses: { 200: { description: 'Disabled', schema: apiMessageResponseSchema } },
    errors: [{ status: 400, message: userValidationMessages.wrongCurrentPassword }, codeWrong, { status: 409, message: t.notEnabled }, lockout],
  },
  {
    method: 'post',
    path: '/api/admin/users/{id}/two-factor/reset',
    summary: "Reset a user's second factor (event in the history, mail to the user)",
    access: 'admin',
    tag,
    params: apiPathParams('id'),
    responses: { 200: { description: 'Reset', schema: apiMessageResponseSchema } },
    errors: [...refusals(404, userMessages.notFound), ...refusals(409, t.notEnabled)],
  },
]);
