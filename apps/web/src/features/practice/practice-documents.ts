import { practiceUploadLimits, practiceUploadMessages } from '@pratiche/contracts';
import type { DocumentCategory } from '@pratiche/domain';
import type { PracticeDocument, PracticeDocumentLists } from './practice-form-values';

type FileLike = Pick<File, 'name' | 'type' | 'size'>;
export type Rejection = { name: string; reason: string };
export type UploadCheck<F extends FileLike> = { tooMany: boolean; accepted: F[]; rejections: Rejection[] };

const allowedTypes = ['application/pdf', 'image/jpeg', 'image/png'];

/** For the file picker; dropped files are checked by `checkPracticeFiles`. */
export const practiceFileAccept = [...practiceUploadLimits.extensions, ...allowedTypes].join(',');

/**
 * Spec 5 "Practice document upload": at most 10 files (counting those the category already holds
 * from this session), 5 MB each, PDF/JPEG/PNG. Too many refuses the whole batch; otherwise the
 * bad files are listed with their reason and the others go up. The reasons are the server's own
 * texts, so a file refused here and one refused by the server read alike.
 */
export function checkPracticeFiles<F extends FileLike>(files: readonly F[], alreadyHeld = 0): UploadCheck<F> {
  if (files.length + alreadyHeld > practiceUploadLimits.maxFiles) return { tooMany: true, accepted: [], rejections: [] };
  const accepted: F[] = [];
  const rejections: Rejection[] = [];
  for (const file of files) {
    const reason = rejectionReason(file);
    if (reason) rejections.push({ name: file.name, reason });
    else accepted.push(file);
  }
  return { tooMany: false, accepted, rejections };
}

/** Why one file would be refused (the server's text), or null: the checklist's 'Carica' sends one at a time (issue 46). */
export const practiceFileRefusal = (file: FileLike): string | null => rejectionReason(file);

function rejectionReason(file: FileLike): string | null {
  const name = file.name.toLowerCase();
  const typeOk = allowedTypes.includes(file.type) || practiceUploadLimits.extensions.some((ext) => name.endsWith(ext));
  if (!typeOk) return practiceUploadMessages.wrongType;
  if (file.size > practiceUploadLimits.maxBytes) return practiceUploadMessages.tooLarge;
  return null;
}

/**
 * Spec 2 /practice/{id}/edit: new files join the existing ones per category, and a new file
 * replaces an existing one with the same name (the decider applies the same rule on save).
 */
export function mergeDocuments(existing: PracticeDocumentLists, incoming: PracticeDocumentLists): PracticeDocumentLists {
  const merge = (category: DocumentCategory): PracticeDocument[] => {
    const names = new Set(incoming[category].map((document) => document.originalName));
    return [...existing[category].filter((document) => !names.has(document.originalName)), ...incoming[category]];
  };
  return { societari: merge('societari'), fiscali: merge('fiscali') };
}

/** Adds freshly uploaded files to a category's list, a same-named file replacing the older one. */
export function addUploads(current: PracticeDocument[], uploaded: PracticeDocument[]): PracticeDocument[] {
  const names = new Set(uploaded.map((document) => document.originalName));
  return [...current.filter((document) => !names.has(document.originalName)), ...uploaded];
}
