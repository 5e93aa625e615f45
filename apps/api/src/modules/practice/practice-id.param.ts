import { practiceMessages } from '@pratiche/domain';
import { pathId } from '../../infrastructure/http/path-id';

/** A practice id from a path: a positive integer, else there is no such practice (404). */
export const parsePracticeId = (raw: string): number => pathId(raw, practiceMessages.notFound);
