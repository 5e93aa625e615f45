import { negotiationMessages } from '@pratiche/domain';
import { pathId } from '../../infrastructure/http/path-id';

/** An offer id from a path: a positive integer, else there is no such offer (404), as for practice ids. */
export const parseOfferId = (raw: string): number => pathId(raw, negotiationMessages.offerNotFound);
