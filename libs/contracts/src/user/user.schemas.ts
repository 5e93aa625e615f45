import { accountDocumentKinds, accountDocumentMessages, buyerKinds, isSafeUsername, tradingProfileMessages } from '@pratiche/domain';
import { z } from 'zod';
import { buyerQualificationResponseSchema } from '../credit/buyer-qualification.schemas';
import { creditTermsMessages } from '../credit/credit-terms.messages';
import { userValidationMessages } from './user.messages';

// The texts live apart from the schemas, so a page that shows them does not build every schema (and zod).
export {
  authFailureHeader,
  authFailureMessages,
  authFailureReasons,
  type AuthFailureReason,
  userSuccessMessages,
  userValidationMessages,
} from './user.messages';

const m = userValidationMessages;

export const storedDocumentSchema = z.object({
  originalName: z.string().min(1),
  filename: z.string().min(1),
});

export const userStatusSchema = z.enum(['pending', 'active', 'rejected', 'blocked']);

/** The limits of spec section 9, enforced by the schema and shown by the forms. */
export const userLimits = { usernameMin: 3, passwordMin: 8, vatDigits: 11, phoneDigits: 10 } as const;

export const registerRequestSchema = z
  .object({
    // Look-alikes from other scripts and invisible characters survive every normalisation: refused.
    username: z.string({ message: m.usernameMin }).trim().min(userLimits.usernameMin, m.usernameMin).max(50).refine(isSafeUsername, m.usernameUnsafe),
    password: z.string({ message: m.passwordMin }).min(userLimits.passwordMin, m.passwordMin).max(200),
    companyName: z.string({ message: m.companyNameRequired }).trim().min(1, m.companyNameRequired).max(200),
    vatNumber: z.string({ message: m.vatNumber }).regex(/^\d{11}$/, m.vatNumber),
    legalRepName: z.string({ message: m.legalRepNameRequired }).trim().min(1, m.legalRepNameRequired).max(200),
    phone: z.string({ message: m.phone }).regex(/^\d{10}$/, m.phone),
    email: z.string({ message: m.email }).trim().toLowerCase().email(m.email).max(254),
    isCedente: z.boolean({ message: m.roleRequired }),
    isCessionario: z.boolean({ message: m.roleRequired }),
    businessDocument: storedDocumentSchema.nullable().optional(),
    /** Issue 27, optional: what a cessionario is (checked by the domain, with its register number). */
    buyerKind: z.enum(buyerKinds, { message: creditTermsMessages.buyerKind }).nullable().optional(),
    registerNumber: z.string({ message: creditTermsMessages.buyerKind }).max(30).nullable().optional(),
  })
  .refine((v) => v.isCedente || v.isCessionario, { message: m.roleRequired, path: ['isCedente'] })
  .refine((v) => !!v.businessDocument, { message: m.businessDocumentRequired, path: ['businessDocument'] });
export type RegisterRequest = z.input<typeof registerRequestSchema>;

/** Spec 7 does not name the login fields; these are ours. */
export const loginRequestSchema = z.object({
  username: z.string().trim().min(1, m.required).max(50),
  password: z.string().min(1, m.required).max(200),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const resetPasswordRequestSchema = z.object({
  email: z.string({ message: m.resetEmail }).trim().toLowerCase().email(m.resetEmail),
});
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

const newPasswordPair = {
  newPassword: z.string({ message: m.newPasswordMin }).min(userLimits.passwordMin, m.newPasswordMin).max(200),
  confirmPassword: z.string({ message: m.confirmPasswordRequired }).min(1, m.confirmPasswordRequired),
};
const passwordsMatch = (v: { newPassword: string; confirmPassword: string }) => v.newPassword === v.confirmPassword;

/** Sets a new password from the link of a recovery mail. */
export const resetPasswordConfirmSchema = z
  .object({ token: z.string().min(1, m.resetTokenInvalid), ...newPasswordPair })
  .refine(passwordsMatch, { message: m.passwordsDiffer, path: ['confirmPassword'] });
export type ResetPasswordConfirm = z.infer<typeof resetPasswordConfirmSchema>;

export const changePasswordRequestSchema = z
  .object({
    currentPassword: z.string({ message: m.currentPasswordRequired }).min(1, m.currentPasswordRequired),
    ...newPasswordPair,
  })
  .refine(passwordsMatch, { message: m.passwordsDiffer, path: ['confirmPassword'] });
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

export const dataChangeFieldSchema = z.enum(['companyName', 'vatNumber', 'legalRepName', 'phone', 'email', 'role'], {
  message: 'Campo non modificabile',
});
export type DataChangeField = z.infer<typeof dataChangeFieldSchema>;

export const dataChangeRequestSchema = z.object({
  fieldsToChange: z
    .record(dataChangeFieldSchema, z.string().trim().min(1, m.dataChangeValueRequired).max(500))
    .refine((v) => Object.keys(v).length > 0, m.dataChangeNoField),
  reason: z.string({ message: m.dataChangeReasonRequired }).trim().min(1, m.dataChangeReasonRequired).max(2000),
});
export type DataChangeRequest = z.infer<typeof dataChangeRequestSchema>;

export const changeUserStatusRequestSchema = z.object({ status: userStatusSchema });

/** The signed-in user as `GET /api/user`, login and registration answer it (never the password). */
/**
 * Issue 46, `PUT /api/user/trading-profile`: the company's data for trading, as typed (a string each;
 * the domain checks the codice fiscale's check character, the PEC, the ATECO code and the lengths).
 */
export const tradingProfileRequestSchema = z.object({
  codiceFiscale: z.string({ message: tradingProfileMessages.codiceFiscale }).max(30, tradingProfileMessages.codiceFiscale),
  pec: z.string({ message: tradingProfileMessages.pec }).max(254, tradingProfileMessages.pec),
  registeredOffice: z.string({ message: tradingProfileMessages.registeredOffice }).max(200, tradingProfileMessages.registeredOffice),
  ateco: z.string({ message: tradingProfileMessages.ateco }).max(20, tradingProfileMessages.ateco),
  beneficialOwner: z.string({ message: tradingProfileMessages.beneficialOwner }).max(200, tradingProfileMessages.beneficialOwner),
});
export type TradingProfileRequest = z.infer<typeof tradingProfileRequestSchema>;
/** The profile as stored: the codice fiscale upper case, the PEC lower case, everything trimmed. */
export const tradingProfileResponseSchema = tradingProfileRequestSchema;

/**
 * Issue 46: one typed document of the account (the legal representative's identity document with
 * its expiry day, or an approved balance sheet with its year), flat to keep every user answer small.
 */
export const accountDocumentSchema = z.object({
  kind: z.enum(accountDocumentKinds),
  year: z.number().int().nullable(),
  expiresOn: z.string().nullable(),
  originalName: z.string(),
  filename: z.string(),
});
export type AccountDocumentResponse = z.infer<typeof accountDocumentSchema>;

export const userResponseSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  companyName: z.string(),
  vatNumber: z.string(),
  legalRepName: z.string(),
  phone: z.string(),
  email: z.string(),
  isCedente: z.boolean(),
  isCessionario: z.boolean(),
  isAdmin: z.boolean(),
  status: userStatusSchema,
  walletBalance: z.number().int(),
  businessDocument: storedDocumentSchema.nullable(),
  createdAt: z.string(),
  /** Issue 27: what the buyer declared and whether an admin verified it (an undeclared account reads as impresa). */
  buyerQualification: buyerQualificationResponseSchema,
  /** Issue 31: whether the account signs in with a second factor (the admins' users table shows it and offers the reset). */
  twoFactorEnabled: z.boolean(),
  /** Issue 46: the company's data for trading, null until given. */
  tradingProfile: tradingProfileResponseSchema.nullable(),
  /** Issue 46: the account's typed documents for trading, the identity document first, then the balance sheets newest first. */
  tradingDocuments: z.array(accountDocumentSchema),
});
export type UserResponse = z.infer<typeof userResponseSchema>;

/** What both buyer-kind routes answer (issue 27): the Italian success text and the account as it now is. */
export type BuyerKindAnswer = { message: string; user: UserResponse };
export type UserStatus = z.infer<typeof userStatusSchema>;

export const existsResponseSchema = z.object({ exists: z.boolean() });
export type ExistsResponse = z.infer<typeof existsResponseSchema>;

export const uploadedFileResponseSchema = z.object({
  originalName: z.string(),
  filename: z.string(),
  size: z.number().int(),
  mimeType: z.string(),
});
export type UploadedFileResponse = z.infer<typeof uploadedFileResponseSchema>;

/** Spec 5 "Business-document upload widget" and spec 9 "Uploads": one file, 5 MB, PDF/DOC/DOCX. */
export const businessDocumentLimits = { maxBytes: 5 * 1024 * 1024, extensions: ['.pdf', '.doc', '.docx'] } as const;

export const businessDocumentMessages = {
  tooLarge: 'Il file supera la dimensione massima di 5MB',
  wrongType: 'Formato non consentito: sono accettati PDF, DOC e DOCX',
  missing: 'Nessun file caricato',
  onlyOne: 'È possibile caricare un solo file',
  /** Registration names an upload that does not exist, expired or was used by another registration. */
  notAvailable: 'La visura caricata non è più disponibile: caricala di nuovo',
  tooManyUploads: 'Troppi caricamenti. Riprova più tardi.',
} as const;

/** Optional multipart field of the upload: only an admin may name a user (spec 7 "Uploads"). */
export const uploadBusinessDocumentFieldsSchema = z.object({
  userId: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce.number({ message: 'Utente non trovato' }).int('Utente non trovato').positive('Utente non trovato').optional(),
  ),
});

/**
 * Issue 46, `POST /api/user/account-documents` (multipart, beside `file`): the document's kind and
 * its balance sheet's `year` or its identity document's `expiresOn` ('YYYY-MM-DD'), as typed; the
 * domain checks them (account-documents.ts).
 */
export const uploadAccountDocumentFieldsSchema = z.object({
  kind: z.string({ message: accountDocumentMessages.kind }).max(40, accountDocumentMessages.kind),
  year: z.string({ message: accountDocumentMessages.yearInvalid }).max(10, accountDocumentMessages.yearInvalid).nullable().optional(),
  expiresOn: z.string({ message: accountDocumentMessages.expiresOnInvalid }).max(10, accountDocumentMessages.expiresOnInvalid).nullable().optional(),
});
export type UploadAccountDocumentFields = z.infer<typeof uploadAccountDocumentFieldsSchema>;

/** The upload's own refusals (issue 46): PDF, JPEG or PNG, one file of at most 5 MB. */
export const accountDocumentUploadMessages = {
  tooLarge: 'Il file supera la dimensione massima di 5MB',
  wrongType: 'Formato non consentito: sono accettati PDF, JPEG e PNG',
  missing: 'Nessun file caricato',
  onlyOne: 'È possibile caricare un solo file',
} as const;

/** Seller information of `GET /api/users/{id}` (the details dialog): contact data, no secrets. */
export const userPublicInfoResponseSchema = userResponseSchema.pick({
  id: true,
  username: true,
  companyName: true,
  vatNumber: true,
  legalRepName: true,
  phone: true,
  email: true,
  createdAt: true,
});
export type UserPublicInfoResponse = z.infer<typeof userPublicInfoResponseSchema>;
