import { ApiError } from '../../lib/api-client';

export const creditsMessages = {
  htmlAnswer: "Errore del server. Contatta l'amministratore di sistema.",
  fallback: 'Errore nella modifica dei crediti',
  success: 'Crediti aggiunti',
} as const;

/**
 * Spec 8 Admin credits: an HTML answer (a proxy's error page) reads as a server error; otherwise
 * the server's message (the API client already prefers `message`/`error`, then the body text),
 * else 'Errore nella modifica dei crediti'.
 */
export function creditsErrorMessage(error: unknown): string {
  if (error instanceof ApiError && (error.headers.get('content-type') ?? '').includes('html')) return creditsMessages.htmlAnswer;
  return error instanceof Error && error.message.trim() ? error.message : creditsMessages.fallback;
}
