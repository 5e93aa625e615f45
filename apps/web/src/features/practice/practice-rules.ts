import type { PracticeResponse } from '@pratiche/contracts';
import { saleClosed } from '@pratiche/domain';

type Practice = Pick<PracticeResponse, 'status' | 'saleStatus'>;

/** Spec 4: an approved practice can be marked ceduta unless it already is ceduta or chiusa. */
export const canMarkSold = ({ status, saleStatus }: Practice): boolean => status === 'approved' && !saleClosed(saleStatus);

/** Spec 5: the owner edits only while the practice is integration_required. */
export const canEdit = ({ status }: Practice): boolean => status === 'integration_required';

/** Spec 4: the seller's sale-status block is shown only for approved practices. */
export const showsSaleStatus = ({ status }: Practice): boolean => status === 'approved';

/** Spec 2 /practice/{id}/edit: the integration request is the latest comment, if any. */
export function latestComment(practice: Pick<PracticeResponse, 'comments'>): PracticeResponse['comments'][number] | null {
  return practice.comments.at(-1) ?? null;
}
