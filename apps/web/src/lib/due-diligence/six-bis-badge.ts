import type { DueDiligenceResponse } from '@pratiche/contracts';
import { dueDiligenceMessages } from '@pratiche/domain';

// Apart from due-diligence-view: the marketplace tiles need only this, not the document catalogue.
type SixBisRead = { dueDiligence: Pick<DueDiligenceResponse, 'missing' | 'sixBisApplies'>; documentazione6bisCompleta: boolean };

/**
 * What listings and pages say of the 6-bis documents (issue 28): complete (green) or how many are
 * missing; nothing for Credito IVA, where the list does not apply.
 */
export function sixBisBadge(read: SixBisRead): { text: string; color: string } | null {
  if (!read.dueDiligence.sixBisApplies) return null;
  if (read.documentazione6bisCompleta) return { text: dueDiligenceMessages.sixBisComplete, color: 'green' };
  return { text: dueDiligenceMessages.documentsMissing(read.dueDiligence.missing.length), color: 'orange' };
}
