import { randomBytes, randomInt } from 'node:crypto';
import type { UserProfile } from '@pratiche/domain';

/**
 * The first admin's profile. The placeholders are claimed like real values, so no company can
 * register with them; the administration edits them later from the users tab.
 */
export const firstAdminProfile = (username: string): UserProfile => ({
  username,
  companyName: 'Amministrazione',
  vatNumber: '00000000000',
  legalRepName: 'Amministratore',
  phone: '0000000000',
  email: 'admin@localhost',
  isCedente: false,
  isCessionario: false,
  isAdmin: true,
});

export const generatePassword = () => randomBytes(12).toString('base64url');
export const generatePin = () => String(randomInt(0, 1_000_000)).padStart(6, '0');
