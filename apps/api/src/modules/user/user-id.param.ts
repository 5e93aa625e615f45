import { userMessages } from '@pratiche/domain';
import { pathId } from '../../infrastructure/http/path-id';

/** A user id from a path: a positive integer, else there is no such user (404). */
export const parseUserId = (raw: string): number => pathId(raw, userMessages.notFound);
