import { z } from 'zod';
import { twoFactorMessages } from './two-factor.messages';

/**
 * Issue 31: two-factor sign-in with TOTP (RFC 6238) and single-use recovery codes.
 *
 * Sign-in of a user with 2FA: `POST /api/login` answers **202** `twoFactorChallengeSchema`
 * instead of the user (no session yet); `POST /api/login/two-factor` with the code answers the
 * user as spec 7's login does. Users without 2FA get spec 7's answers unchanged.
 */

/** A TOTP code (6 digits) or a recovery code (`xxxxx-xxxxx`, lower case letters and digits); spaces ignored. */
export const twoFactorCodeSchema = z
  .string({ message: twoFactorMessages.code })
  .transform((s) => s.replace(/\s+/g, '').toLowerCase())
  .pipe(z.string().regex(/^(\d{6}|[a-z0-9]{5}-?[a-z0-9]{5})$/, twoFactorMessages.code));

/** 202 answer of `POST /api/login` for a user with 2FA: the password was right, the code is next. */
export const twoFactorChallengeSchema = z.object({ twoFactorRequired: z.literal(true), message: z.string() });
export type TwoFactorChallenge = z.infer<typeof twoFactorChallengeSchema>;

/** `POST /api/login/two-factor` (public, needs the pending sign-in of the same session). */
export const twoFactorSignInSchema = z.object({ code: twoFactorCodeSchema });
export type TwoFactorSignInRequest = z.input<typeof twoFactorSignInSchema>;

/**
 * `GET /api/user/two-factor` (signed in): `enabled`; `enrolmentRequired` when the caller is an
 * admin without 2FA and `ADMIN_2FA_REQUIRED` is not false (every other route then answers 403
 * `enrolmentRequired`); how many recovery codes are left.
 */
export const twoFactorStatusSchema = z.object({ enabled: z.boolean(), enrolmentRequired: z.boolean(), recoveryCodesLeft: z.number().int() });
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

/**
 * `POST /api/user/two-factor/setup` { password } (signed in, 2FA off): the current password, as a
 * password change asks for it, so someone at an open session cannot put their own phone on the account.
 */
export const twoFactorSetupRequestSchema = z.object({ password: z.string({ message: twoFactorMessages.password }).min(1, twoFactorMessages.password) });
export type TwoFactorSetupRequest = z.input<typeof twoFactorSetupRequestSchema>;
/** Its answer: a new secret to scan; replaces an unconfirmed one. */
export const twoFactorSetupSchema = z.object({ secret: z.string(), otpauthUrl: z.string(), qrCodeSvg: z.string() });
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;

/**
 * `POST /api/user/two-factor/enable` { code }: confirms the setup (whose secret only a setup with the
 * password gave); ends the account's other sessions and answers the 10 recovery codes, shown once.
 */
export const enableTwoFactorSchema = z.object({ code: z.string({ message: twoFactorMessages.code }).regex(/^\s*\d{3}\s?\d{3}\s*$/, twoFactorMessages.code) });
export type EnableTwoFactorRequest = z.input<typeof enableTwoFactorSchema>;
export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()).length(10) });
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;

/** `POST /api/user/two-factor/disable` { password, code }: a code of the app or a recovery code. */
export const disableTwoFactorSchema = z.object({
  password: z.string({ message: twoFactorMessages.password }).min(1, twoFactorMessages.password),
  code: twoFactorCodeSchema,
});
export type DisableTwoFactorRequest = z.input<typeof disableTwoFactorSchema>;

/** `POST /api/admin/users/:id/two-factor/reset` (admin): turns the user's 2FA off, with an event and a mail. */
export type TwoFactorResetResponse = { message: string };
