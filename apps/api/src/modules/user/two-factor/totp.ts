import { generateSecret, generateSync, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';

/** The name authenticator apps show above the account's codes. */
export const TOTP_ISSUER = 'Marketplace Pratiche';
/** RFC 6238 defaults (30 s, 6 digits, SHA-1): what every authenticator app reads from the QR code. */
const PERIOD_SECONDS = 30;

/** A new random secret (20 bytes, Base32) and what the user scans: the otpauth URL and its QR code as SVG. */
export const newTotpEnrolment = async (username: string) => {
  const secret = generateSecret();
  const otpauthUrl = generateURI({ issuer: TOTP_ISSUER, label: username, secret });
  const qrCodeSvg = await QRCode.toString(otpauthUrl, { type: 'svg' });
  return { secret, otpauthUrl, qrCodeSvg };
};

/**
 * The time step (RFC 6238 T) whose code `code` is, within one step either side of `now` (the
 * phone's clock may be off by a few seconds), or null. Replays are refused by the caller, which
 * accepts each step once per user.
 */
export const matchingTimeStep = async (secret: string, code: string, now: Date): Promise<number | null> => {
  const epoch = Math.floor(now.getTime() / 1000);
  const result = await verify({ secret, token: code, epoch, epochTolerance: PERIOD_SECONDS });
  // `delta`: how many steps from now's the code's step is (-1, 0 or 1).
  return result.valid ? Math.floor(epoch / PERIOD_SECONDS) + result.delta : null;
};

/** The code of `secret` at `at` (tests play the authenticator app with it). */
export const totpCodeAt = (secret: string, at: Date): string => generateSync({ secret, epoch: Math.floor(at.getTime() / 1000) });
