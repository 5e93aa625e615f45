import { apiRoutes } from '@pratiche/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiQuery, apiRequest, errorMessage } from '../../../lib/api-client';
import { useToast } from '../../../lib/use-toast';
import { marketplaceQueryKey } from './marketplace-queries';

const watchesQueryKey = [...marketplaceQueryKey, 'watches'] as const;

/** `GET /api/notifications/watches`: the practices the caller asked to be told about ('Avvisami'). */
export function usePracticeWatches(enabled: boolean) {
  return useQuery({
    queryKey: watchesQueryKey,
    queryFn: () => apiQuery<{ practiceIds: number[] }>(apiRoutes.practiceWatches),
    select: (answer) => new Set(answer.practiceIds),
    enabled,
  });
}

/** PUT to be told when the practice is back on sale, DELETE to stop; the watches are fetched again. */
export function useWatchPractice() {
  const queryClient = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: ({ practiceId, watch }: { practiceId: number; watch: boolean }) =>
      apiRequest<{ message: string }>(watch ? 'PUT' : 'DELETE', apiRoutes.practiceWatch(practiceId)),
    onSuccess: (_answer, { watch }) =>
      toast.success(watch ? 'Ti avviseremo' : 'Avviso annullato', watch ? 'Riceverai una notifica quando la pratica tornerà disponibile.' : undefined),
    onError: (error) => toast.error('Operazione non riuscita', errorMessage(error, 'Riprova più tardi.')),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: watchesQueryKey }),
  });
}
