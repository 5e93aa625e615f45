import { savedSearchMessages } from '@pratiche/contracts';
import { pathId } from '../../../infrastructure/http/path-id';

/** A saved search's id from a path: a positive integer, else there is no such search (404). */
export const parseSavedSearchId = (raw: string): number => pathId(raw, savedSearchMessages.notFound);
