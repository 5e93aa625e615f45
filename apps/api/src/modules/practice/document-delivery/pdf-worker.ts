// The entry of the PDF worker threads (pdf-workers.ts). It imports pdf-lib and this folder's
// files only: no Nest, no workspace library, so it loads alone in a thread.
import { inspectPdf, PdfNotWatermarkable, PdfOverBudget, watermarkPdf, type PdfBudget, type PdfSize } from './pdf-watermark';

export type PdfTask = { kind: 'inspect'; bytes: Uint8Array } | { kind: 'watermark'; bytes: Uint8Array; text: string; at: string; budget: PdfBudget };

/** Errors do not cross threads with their class, so the outcome says what happened. */
export type PdfOutcome =
  | { kind: 'inspected'; size: PdfSize }
  | { kind: 'watermarked'; bytes: Uint8Array }
  | { kind: 'over-budget'; size: PdfSize }
  | { kind: 'unreadable'; reason: string };

const known = (error: unknown): PdfOutcome => {
  if (error instanceof PdfOverBudget) return { kind: 'over-budget', size: error.size };
  if (error instanceof PdfNotWatermarkable) return { kind: 'unreadable', reason: error.reason };
  throw error;
};

export default async function pdfTask(task: PdfTask): Promise<PdfOutcome> {
  try {
    if (task.kind === 'inspect') return { kind: 'inspected', size: await inspectPdf(task.bytes) };
    return { kind: 'watermarked', bytes: await watermarkPdf(task.bytes, task.text, new Date(task.at), task.budget) };
  } catch (error) {
    return known(error);
  }
}
