import { apiMessages, practiceApiMessages, type PracticeResponse } from '@pratiche/contracts';
import { forbidden, notFound, practiceMessages } from '@pratiche/domain';
import { accessDenied } from '../../infrastructure/http/api-error';
import type { UserView } from '../identity/users.reader';
import type { PracticeAccess } from './practice-access.reader';
import type { PracticeScope } from './practices.reader';

/**
 * Who may see what of a practice (spec 6, ARCHITECTURE.md section 7). Routes declare the
 * coarse policy (active user, seller, admin); ownership needs the practice, so it is checked here.
 */

/** The practice lists and details are for sellers (their own) and admins (all). */
export const practiceScopeOf = (user: UserView): PracticeScope => {
  if (user.isAdmin) return { kind: 'all' };
  if (user.isCedente) return { kind: 'owner', userId: user.id };
  throw accessDenied(apiMessages.cedenteOnly);
};

/** A practice the user may read, or the refusal: 404 when there is none, 403 when it is another seller's. */
export const requireReadablePractice = (user: UserView, practice: PracticeResponse | null): PracticeResponse => {
  const scope = practiceScopeOf(user);
  if (!practice) throw notFound(practiceMessages.notFound);
  if (scope.kind === 'owner' && practice.userId !== scope.userId) throw forbidden(practiceApiMessages.viewNotAllowed);
  return practice;
};

/**
 * The owner, or an admin while the seller exists: they download the files as stored. Anyone
 * else downloads through bought access, as a buyer, and gets watermarked PDFs (issue 30).
 */
export const downloadsAsOwnerOrAdmin = (user: UserView, practice: PracticeResponse): boolean =>
  practice.userId === user.id || (user.isAdmin && practice.sellerCompanyName !== null);

/**
 * The one rule for downloading a practice's documents (one file or the zip): its owner, an
 * admin, or a buyer who purchased access (spec 6). While another buyer's exclusivity runs
 * (`saleStatus` is read at `now`, so in_trattativa means running), only the holder of that
 * exclusivity may download: base access waits until it ends. Once the seller's account is erased
 * (no company name: the account row is gone), only the buyers who paid for access keep it.
 */
export const canDownloadPracticeDocuments = (user: UserView, practice: PracticeResponse, access: PracticeAccess | null, now: Date): boolean => {
  if (downloadsAsOwnerOrAdmin(user, practice)) return true;
  if (access === null) return false;
  if (practice.saleStatus !== 'in_trattativa') return true;
  // The caller's own running exclusivity opens them, whatever others hold beside it on other rate
  // (issue 45); one without end is the caller's accepted offer in closing (issue 29).
  return access.accessType === 'exclusive' && (access.exclusiveUntil === null || access.exclusiveUntil > now);
};

export const requireDocumentAccess = (user: UserView, practice: PracticeResponse | null, access: PracticeAccess | null, now: Date): PracticeResponse => {
  if (!practice) throw notFound(practiceMessages.notFound);
  if (!canDownloadPracticeDocuments(user, practice, access, now)) throw forbidden(apiMessages.forbidden);
  return practice;
};
