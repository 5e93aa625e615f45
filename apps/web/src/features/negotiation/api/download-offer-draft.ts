import { apiRoutes } from '@pratiche/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { filenameFromContentDisposition, readBlob, saveBlob } from '../../../lib/download';

export type OfferDraft = 'proposta' | 'contratto';

/** `GET /api/offers/{id}/drafts/{draft}.pdf`: a draft of an accepted offer, fetched with the session and saved. */
export const useDownloadOfferDraft = () =>
  useMutation({
    mutationFn: async ({ offerId, draft }: { offerId: number; draft: OfferDraft }) => {
      const response = await apiFetch('GET', apiRoutes.offerDraft(offerId, draft));
      const blob = await readBlob(response);
      saveBlob(blob, filenameFromContentDisposition(response.headers.get('content-disposition')) ?? `offerta-${offerId}-${draft}.pdf`);
    },
  });
