import { useCallback } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { useToast } from '../../../lib/use-toast';

/**
 * Runs a negotiation command and tells how it went: the success toast (negotiationApiMessages),
 * or the API's Italian refusal. Resolves true on success so a form can close.
 */
export function useActionFeedback(onChanged?: () => void) {
  const toast = useToast();
  return useCallback(
    async (action: () => Promise<unknown>, success: string): Promise<boolean> => {
      try {
        await action();
        toast.success(success);
        onChanged?.();
        return true;
      } catch (error) {
        toast.error('Operazione non riuscita', errorMessage(error, 'Riprova tra qualche istante'));
        return false;
      }
    },
    [toast, onChanged],
  );
}
