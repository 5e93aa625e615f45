import { holdingMessages, notFound } from '@pratiche/domain';
import { pathId } from '../../../infrastructure/http/path-id';

/** A rata id of a holding: a year, 'intero', or the 75 rule's '{year}-{n}'; short letters, digits and dashes. */
const rataIdPattern = /^[a-z0-9-]{1,20}$/;

/**
 * The holding a path names: a practice id (a positive integer) and a rata id. Anything else is no
 * holding of the caller's (404), as an unknown practice, an unknown rata or another buyer's are.
 */
export const parseHoldingPath = (rawPracticeId: string, rataId: string): { practiceId: number; rataId: string } => {
  const practiceId = pathId(rawPracticeId, holdingMessages.notHeld);
  if (!rataIdPattern.test(rataId)) throw notFound(holdingMessages.notHeld);
  return { practiceId, rataId };
};
