import { apiMessages, practiceApiMessages, type PracticeResponse } from '@pratiche/contracts';
import { forbidden, notFound, practiceMessages } from '@pratiche/domain';
import { accessDenied } from '../../infrastructure/http/api-error';
import type { UserView } from '../user/users.reader';
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
 * The one rule for downloading a practice's documents (one file or the zip): its owner or an
 * admin. Buyers who purchased access join here with the marketplace (spec 6: documents only for
 * purchased practices, the zip hidden while in_trattativa without exclusivity).
 */
export const canDownloadPracticeDocuments = (user: UserView, practice: PracticeResponse): boolean =>
  user.isAdmin || practice.userId === user.id;

export const requireDocumentAccess = (user: UserView, practice: PracticeResponse | null): PracticeResponse => {
  if (!practice) throw notFound(practiceMessages.notFound);
  if (!canDownloadPracticeDocuments(user, practice)) throw forbidden(apiMessages.forbidden);
  return practice;
};
