import { notFound, practiceMessages } from '@pratiche/domain';

/** A practice id from a path: a positive integer, else there is no such practice (404). */
export const parsePracticeId = (raw: string): number => {
  const id = Number(raw);
  if (!/^\d{1,9}$/.test(raw) || !Number.isSafeInteger(id) || id < 1) throw notFound(practiceMessages.notFound);
  return id;
};
