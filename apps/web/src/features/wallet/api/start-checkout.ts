import { apiRoutes, type CheckoutRequest, type CheckoutResponse } from '@pratiche/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest, errorMessage } from '../../../lib/api-client';
import { useToast } from '../../../lib/use-toast';

/** Spec 7: asks for a checkout of one package; the answer's url is the payment page. */
export function startCheckout(body: CheckoutRequest): Promise<CheckoutResponse> {
  return apiRequest<CheckoutResponse>('POST', apiRoutes.walletCheckout, body);
}

/** Spec 8 "Checkout": the error toast, with the server's message when there is one. */
export function checkoutErrorText(error: unknown): string {
  const message = errorMessage(error, '');
  return message ? `Si è verificato un errore durante la creazione del checkout: ${message}` : 'Errore nella creazione del checkout';
}

/** On success the browser leaves for the payment page (Stripe's, or the simulated one). */
export function useStartCheckout(onSettled: () => void) {
  const toast = useToast();
  return useMutation({
    mutationFn: startCheckout,
    onSuccess: ({ url }) => window.location.assign(url),
    onError: (error) => toast.error('Errore', checkoutErrorText(error)),
    onSettled,
  });
}
