import { formatRomeDateTime } from '@pratiche/domain';

/**
 * The watermark's text (issue 30), in Italian as the buyer reads it: who downloaded, when (Italian
 * time, `28/11/2026 14:05`, the history's format) and which practice.
 */
export const downloadFooter = (companyName: string, at: Date, practiceId: number): string =>
  `Scaricato da ${companyName.trim()} il ${formatRomeDateTime(at.toISOString())} - pratica n. ${practiceId}`;
