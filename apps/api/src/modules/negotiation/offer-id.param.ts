import { negotiationMessages, notFound } from '@pratiche/domain';

/** An offer id from a path: a positive integer, else there is no such offer (404), as for practice ids. */
export const parseOfferId = (raw: string): number => {
  const id = Number(raw);
  if (!/^\d{1,9}$/.test(raw) || !Number.isSafeInteger(id) || id < 1) throw notFound(negotiationMessages.offerNotFound);
  return id;
};
