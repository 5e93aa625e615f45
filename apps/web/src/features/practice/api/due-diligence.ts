import {
  apiRoutes,
  type ApiMessageBody,
  type PracticeResponse,
  type ReplaceDocumentRequest,
  type ReviewDocumentRequest,
  type ReviewSignalsResponse,
  type TypeDocumentRequest,
} from '@pratiche/contracts';
import type { DocumentType } from '@pratiche/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch, apiQuery, apiRequest } from '../../../lib/api-client';
import { filenameFromContentDisposition, readBlob, saveBlob } from '../../../lib/download';
import { practiceTimelineQueryKey } from '../../../lib/practice-timeline/get-practice-timeline';
import { practicesQueryKey } from './practices-query-key';

/** Issue 28: the calls on a practice's typed documents; each refreshes the cached practices. */
type DocumentCall<B> = { practiceId: number; filename: string; body: B };

function useRefreshingMutation<V>(call: (variables: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: call, onSuccess: () => queryClient.invalidateQueries({ queryKey: practicesQueryKey }) });
}

/** `PATCH /api/practices/{id}/documents/{filename}`: the owner types a document. */
export const useTypePracticeDocument = () =>
  useRefreshingMutation(({ practiceId, filename, body }: DocumentCall<TypeDocumentRequest>) =>
    apiRequest<ApiMessageBody>('PATCH', apiRoutes.practiceDocument(practiceId, filename), body),
  );

/** `PUT /api/practices/{id}/documents/{filename}`: the owner replaces it with a file already uploaded. */
export const useReplacePracticeDocument = () =>
  useRefreshingMutation(({ practiceId, filename, body }: DocumentCall<ReplaceDocumentRequest>) =>
    apiRequest<ApiMessageBody>('PUT', apiRoutes.practiceDocument(practiceId, filename), body),
  );

/** The admin approves or rejects one document (a reason is required to reject). */
export const useReviewPracticeDocument = () =>
  useRefreshingMutation(({ practiceId, filename, body }: DocumentCall<ReviewDocumentRequest>) =>
    apiRequest<ApiMessageBody>('POST', apiRoutes.adminPracticeDocumentReview(practiceId, filename), body),
  );

/** What the reconfirmation modal sends (issue 45): the declaration's day, the rate declared, the Piattaforma extract. */
export type ReconfirmCreditCall = { practiceId: number; asOf: string; rataIds: string[] | null; extract: File };

/**
 * `POST /api/practices/{id}/reconfirm`, multipart: `rataIds` as one JSON array field; none sent for
 * a credit without rate. Refreshes the practices and the practice's timeline, which now quotes the declaration.
 */
export const useReconfirmCredit = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ practiceId, asOf, rataIds, extract }: ReconfirmCreditCall) => {
      const form = new FormData();
      form.append('asOf', asOf);
      if (rataIds !== null) form.append('rataIds', JSON.stringify(rataIds));
      form.append('extract', extract);
      return apiRequest<PracticeResponse>('POST', apiRoutes.practiceReconfirm(practiceId), form);
    },
    onSuccess: (_, { practiceId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: practicesQueryKey }),
        queryClient.invalidateQueries({ queryKey: practiceTimelineQueryKey(practiceId) }),
      ]),
  });
};

/** What the checklist's 'Carica' sends (issue 46): one file, already typed for its item; `issuedOn` for the types that go stale. */
export type AddPracticeDocumentCall = { practiceId: number; docType: DocumentType; issuedOn: string | null; file: File };

/** `POST /api/practices/{id}/documents`, multipart; refreshes the practices (the checklist) and the practice's timeline. */
export const useAddPracticeDocument = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ practiceId, docType, issuedOn, file }: AddPracticeDocumentCall) => {
      const form = new FormData();
      form.append('docType', docType);
      if (issuedOn) form.append('issuedOn', issuedOn);
      form.append('file', file);
      return apiRequest<PracticeResponse>('POST', apiRoutes.practiceDocuments(practiceId), form);
    },
    onSuccess: (_, { practiceId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: practicesQueryKey }),
        queryClient.invalidateQueries({ queryKey: practiceTimelineQueryKey(practiceId) }),
      ]),
  });
};

/** The admin dialog's warnings, never blocking; refetched with the practices. */
export const useReviewSignals = (practiceId: number) =>
  useQuery({
    queryKey: [...practicesQueryKey, practiceId, 'review-signals'],
    queryFn: () => apiQuery<ReviewSignalsResponse>(apiRoutes.adminPracticeReviewSignals(practiceId)),
  });

/** The due-diligence pack as a zip (owner, admins, buyers with access). */
export const useDownloadDueDiligencePack = () =>
  useMutation({
    mutationFn: async (practiceId: number) => {
      const response = await apiFetch('GET', apiRoutes.practiceDueDiligencePack(practiceId));
      const blob = await readBlob(response);
      saveBlob(blob, filenameFromContentDisposition(response.headers.get('content-disposition')) ?? `pratica-${practiceId}-fascicolo.zip`);
    },
  });
