import { creditMessages, tradingProfileMessages, userMessages } from '@pratiche/domain';
import { z } from 'zod';
import { buyerKindRequestSchema, creditTermsMessages, verifyBuyerKindRequestSchema } from '../credit/credit-terms.schemas';
import { practiceUploadMessages } from '../practice/practice.schemas';
import { apiMessages } from '../shared/api-messages';
import { apiFileField, apiMessageResponseSchema, apiPathParams, defineOperations, refusals, type ApiError } from '../shared/api-operation';
import {
  adminUserEditRequestSchema,
  adminUserListQuerySchema,
  adminUserMessages,
  adminUserPageResponseSchema,
  appConfigResponseSchema,
} from './admin-users.schemas';
import { dataChangeRequestsQuerySchema } from './data-change-requests.schemas';
import { twoFactorMessages } from './two-factor.messages';
import { twoFactorChallengeSchema } from './two-factor.schemas';
import { authFailureMessages, userValidationMessages } from './user.messages';
import {
  businessDocumentMessages,
  changePasswordRequestSchema,
  changeUserStatusRequestSchema,
  dataChangeRequestSchema,
  existsResponseSchema,
  loginRequestSchema,
  registerRequestSchema,
  resetPasswordConfirmSchema,
  resetPasswordRequestSchema,
  tradingProfileRequestSchema,
  uploadBusinessDocumentFieldsSchema,
  uploadedFileResponseSchema,
  userPublicInfoResponseSchema,
  userResponseSchema,
} from './user.schemas';

const tag = 'user';
const v = userValidationMessages;
const u = userMessages;
const tooMany: ApiError = { status: 429, message: apiMessages.tooManyRequests };
const userNotFound: ApiError = { status: 404, message: u.notFound };
const lastAdmin: ApiError = { status: 409, message: u.lastActiveAdmin };
const taken: ApiError[] = refusals(409, v.usernameTaken, v.vatTaken, v.emailTaken);
const userAnswer = { 200: { description: 'The user as it now is', schema: userResponseSchema } };
const message = (description: string) => ({ 200: { description, schema: apiMessageResponseSchema } });
const file = (description: string) => ({ 200: { description, contentType: 'application/octet-stream' } });
const buyerKindAnswer = { 200: { description: 'The message and the user as it now is', schema: z.object({ message: z.string(), user: userResponseSchema }) } };
const checkDuplicate = (field: 'username' | 'vat' | 'email') => ({
  method: 'get' as const,
  path: `/api/check-${field}/{${field}}`,
  summary: `Whether the ${field} is already registered (sign-up form)`,
  access: 'public' as const,
  tag,
  params: apiPathParams(field),
  responses: { 200: { description: 'exists', schema: existsResponseSchema } },
  errors: [tooMany],
});

/** Accounts, sessions, passwords, the admin users table, business documents, data-change requests, the buyer's kind. */
export const userOperations = defineOperations([
  {
    method: 'post',
    path: '/api/register',
    summary: 'Sign up; signs the new user in',
    access: 'public',
    tag,
    body: registerRequestSchema,
    responses: { 201: { description: 'The new user', schema: userResponseSchema } },
    errors: [...taken, ...refusals(400, v.businessDocumentRequired, businessDocumentMessages.notAvailable, v.passwordTooCommon), tooMany],
  },
  {
    method: 'post',
    path: '/api/login',
    summary: 'Sign in with username and password',
    description: 'A user with two-factor sign-in gets 202 and no session user yet: the code goes to `POST /api/login/two-factor` within 5 minutes.',
    access: 'public',
    tag,
    body: loginRequestSchema,
    responses: {
      200: { description: 'Signed in: the user', schema: userResponseSchema },
      202: { description: 'Password right, second factor needed', schema: twoFactorChallengeSchema },
    },
    errors: [
      ...refusals(401, authFailureMessages.USERNAME_NOT_FOUND, authFailureMessages.PASSWORD_WRONG, authFailureMessages.accountDisabled('SUPPORT_EMAIL')),
      ...refusals(429, authFailureMessages.tooManyAttempts),
    ],
  },
  {
    method: 'post',
    path: '/api/logout',
    summary: 'Sign out (ends the session; repeating it is no error)',
    access: 'public',
    tag,
    responses: message('Signed out'),
    errors: [],
  },
  { method: 'get', path: '/api/user', summary: 'The signed-in user', access: 'signed-in', tag, responses: userAnswer, errors: [] },
  {
    method: 'get',
    path: '/api/config',
    summary: 'Public settings the web client reads at run time',
    access: 'public',
    tag,
    responses: { 200: { description: 'Settings', schema: appConfigResponseSchema } },
    errors: [],
  },
  {
    method: 'post',
    path: '/api/reset-password',
    summary: 'Ask for a password-reset mail (always the same answer)',
    access: 'public',
    tag,
    body: resetPasswordRequestSchema,
    responses: message('Generic answer'),
    errors: [tooMany],
  },
  {
    method: 'post',
    path: '/api/reset-password/confirm',
    summary: 'Set a new password with the mailed token; signs the user out everywhere',
    access: 'public',
    tag,
    body: resetPasswordConfirmSchema,
    responses: message('Password reset'),
    errors: refusals(400, v.resetTokenInvalid, v.passwordTooCommon),
  },
  {
    method: 'post',
    path: '/api/user/change-password',
    summary: 'Change the password; other sessions are signed out',
    access: 'signed-in',
    tag,
    body: changePasswordRequestSchema,
    responses: message('Password changed'),
    errors: [...refusals(400, v.wrongCurrentPassword, v.passwordTooCommon), ...refusals(429, authFailureMessages.tooManyAttempts)],
  },
  {
    method: 'post',
    path: '/api/user/request-change',
    summary: 'Ask the administration to change registered data',
    access: 'signed-in',
    tag,
    body: dataChangeRequestSchema,
    responses: message('Request sent'),
    errors: refusals(400, u.dataChangeNoField, u.dataChangeUnknownField, u.dataChangeValueRequired, u.dataChangeReasonRequired),
  },
  {
    method: 'get',
    path: '/api/user/business-document',
    summary: "Download the caller's own business document (visura)",
    access: 'signed-in',
    tag,
    responses: file('The file, named by Content-Disposition'),
    errors: [{ status: 404, message: u.noBusinessDocument }],
  },
  {
    method: 'get',
    path: '/api/users/{id}',
    summary: "A user's contact data (a seller's details, for those allowed to see them)",
    access: 'signed-in',
    tag,
    params: apiPathParams('id'),
    responses: { 200: { description: 'Contact data', schema: userPublicInfoResponseSchema } },
    errors: [{ status: 403, message: apiMessages.forbidden }, userNotFound],
  },
  checkDuplicate('username'),
  checkDuplicate('vat'),
  checkDuplicate('email'),
  {
    method: 'post',
    path: '/api/upload-business-document',
    summary: 'Upload a business document (before sign-up, or by an admin for `userId`)',
    description: 'Anonymous uploads are limited per IP, signed-in ones per user.',
    access: 'public',
    tag,
    bodyType: 'multipart',
    body: uploadBusinessDocumentFieldsSchema.extend({ file: apiFileField() }),
    responses: { 201: { description: 'The stored upload', schema: uploadedFileResponseSchema } },
    errors: [
      ...refusals(400, businessDocumentMessages.missing, businessDocumentMessages.wrongType, businessDocumentMessages.onlyOne),
      // `userId` (an admin's upload for an account): not an admin, or an admin who must first enrol in 2FA.
      ...refusals(403, apiMessages.forbidden, twoFactorMessages.enrolmentRequired),
      ...refusals(413, businessDocumentMessages.tooLarge),
      ...refusals(429, businessDocumentMessages.tooManyUploads),
      // A signed-in caller's uploads running at once (the upload interceptor).
      ...refusals(429, practiceUploadMessages.tooManyInFlight),
    ],
  },
  {
    method: 'get',
    path: '/api/admin/users',
    summary: 'The users: the full list without query parameters, one page with any',
    access: 'admin',
    tag,
    query: adminUserListQuerySchema,
    responses: { 200: { description: 'Every user, or one page', schema: z.union([z.array(userResponseSchema), adminUserPageResponseSchema]) } },
    errors: [],
  },
  {
    method: 'patch',
    path: '/api/admin/users/{id}',
    summary: "Edit a user's data and roles",
    access: 'admin',
    tag,
    params: apiPathParams('id'),
    body: adminUserEditRequestSchema,
    responses: userAnswer,
    errors: [userNotFound, ...refusals(400, u.roleRequired, adminUserMessages.documentNotAvailable), ...refusals(403, u.selfAdminRevoke), lastAdmin, ...taken],
  },
  {
    method: 'patch',
    path: '/api/admin/users/{id}/status',
    summary: "Approve, reject, block or unblock a user's account",
    access: 'admin',
    tag,
    params: apiPathParams('id'),
    body: changeUserStatusRequestSchema,
    responses: userAnswer,
    errors: [userNotFound, { status: 403, message: u.selfStatusChange }, { status: 409, message: u.statusChangeNotAllowed }, lastAdmin],
  },
  {
    method: 'delete',
    path: '/api/admin/users/{id}',
    summary: 'Erase a user (personal data crypto-shredded; repeating it answers alike)',
    access: 'admin',
    tag,
    params: apiPathParams('id'),
    responses: message('User deleted'),
    errors: [userNotFound, { status: 403, message: u.selfDelete }, lastAdmin],
  },
  {
    method: 'get',
    path: '/api/business-documents/{filename}',
    summary: 'Download a business document by file name (admins, or its owner)',
    access: 'signed-in',
    tag,
    params: apiPathParams('filename'),
    responses: file('The file'),
    errors: [...refusals(403, apiMessages.forbidden), ...refusals(404, adminUserMessages.documentNotFound)],
  },
  {
    method: 'delete',
    path: '/api/business-documents/{filename}',
    summary: "Remove a business document from its owner's account",
    access: 'admin',
    tag,
    params: apiPathParams('filename'),
    responses: message('Document deleted'),
    errors: [{ status: 404, message: adminUserMessages.documentNotFound }],
  },
  {
    method: 'get',
    path: '/api/admin/data-change-requests',
    summary: 'Data-change requests, open first (`open` counts the open ones)',
    access: 'admin',
    tag,
    query: dataChangeRequestsQuerySchema,
    responses: { 200: { description: '`{data, total, open}`' } },
    errors: [],
  },
  {
    method: 'post',
    path: '/api/admin/data-change-requests/{id}/done',
    summary: 'Mark a data-change request as handled',
    access: 'admin',
    tag,
    params: apiPathParams('id'),
    responses: { 200: { description: 'The request as it now is' } },
    errors: [...refusals(404, u.dataChangeRequestNotFound), ...refusals(409, u.dataChangeRequestAlreadyHandled)],
  },
  {
    method: 'put',
    path: '/api/user/buyer-kind',
    summary: "Declare the buyer's kind (bank, intermediary, ...)",
    access: 'cessionario',
    tag,
    body: buyerKindRequestSchema,
    responses: buyerKindAnswer,
    errors: [...refusals(400, creditTermsMessages.buyerKind), ...refusals(403, creditMessages.buyerKindOnlyCessionario)],
  },
  {
    method: 'put',
    path: '/api/user/trading-profile',
    summary: "Give the company's data for trading: codice fiscale, PEC, registered office, ATECO code, beneficial owner (issue 46)",
    access: 'signed-in',
    tag,
    body: tradingProfileRequestSchema,
    responses: { 200: { description: 'The message and the user as it now is', schema: z.object({ message: z.string(), user: userResponseSchema }) } },
    errors: [
      ...refusals(
        400,
        tradingProfileMessages.codiceFiscale,
        tradingProfileMessages.pec,
        tradingProfileMessages.registeredOffice,
        tradingProfileMessages.ateco,
        tradingProfileMessages.beneficialOwner,
      ),
    ],
  },
  {
    method: 'post',
    path: '/api/admin/users/{id}/buyer-kind/verify',
    summary: "Verify a buyer's declared kind",
    access: 'admin',
    tag,
    params: apiPathParams('id'),
    body: verifyBuyerKindRequestSchema,
    responses: buyerKindAnswer,
    errors: [userNotFound, ...refusals(409, creditMessages.declarationChanged, creditMessages.verificationNotNeeded, creditMessages.alreadyVerified)],
  },
]);
