import type { PracticeResponse } from '@pratiche/contracts';

export type HistoryEntry = { key: string; title: string; date: string; text?: string };

type HistorySource = Pick<PracticeResponse, 'createdAt' | 'metadata' | 'comments'>;

/**
 * Spec 2 /admin detail "history": the creation, the approval when the metadata holds its date,
 * and every review comment, which only admins write and so is signed 'Admin'. Oldest first; the
 * sort is stable, so entries of the same instant keep this order.
 */
export function practiceHistory(practice: HistorySource): HistoryEntry[] {
  const entries: HistoryEntry[] = [{ key: 'created', title: 'Pratica creata', date: practice.createdAt }];
  if (practice.metadata.approvedAt) entries.push({ key: 'approved', title: 'Pratica approvata', date: practice.metadata.approvedAt });
  practice.comments.forEach((comment, index) => entries.push({ key: `comment-${index}`, title: 'Admin', date: comment.date, text: comment.text }));
  return entries.sort((a, b) => Date.parse(a.date) - Date.parse(b.date));
}
