import { holdingMessages, notFound } from '@pratiche/domain';
import { pathId } from '../../../infrastructure/http/path-id';

/** A rata id of a holding: a year, 'intero', a spread's quota '{year}-R{from}' (issue 45), or the 75 rule's '{rata}-{n}'; short letters, digits and dashes. */
const rataIdPattern = /^[A-Za-z0-9-]{1,20}$/;

/**
 * The holding a path names: a practice id (a positive integer) and a rata id. Anything else is no
 * holding of the caller's (404), as an unknown practice, an unknown rata or another buyer's are.
 */
export const parseHoldingPath = (rawPracticeId: string, rataId: string): { practiceId: number; rataId: string } => {
  const practiceId = pathId(rawPracticeId, holdingMessages.notHeld);
  if (!rataIdPattern.test(rataId)) throw notFound(holdingMessages.notHeld);
  return { practiceId, rataId };
};
