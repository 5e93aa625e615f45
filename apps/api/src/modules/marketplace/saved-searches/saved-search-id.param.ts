import { savedSearchMessages } from '@pratiche/contracts';
import { notFound } from '@pratiche/domain';

/** A saved search's id from a path: a positive integer, else there is no such search (404). */
export const parseSavedSearchId = (raw: string): number => {
  const id = Number(raw);
  if (!/^\d{1,9}$/.test(raw) || id < 1) throw notFound(savedSearchMessages.notFound);
  return id;
};
