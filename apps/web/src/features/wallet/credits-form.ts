import { type AdminCreditsRequest, parseCreditAmount } from '@pratiche/contracts';
import { walletMessages } from '@pratiche/domain';

/** Spec 2: the add-credits dialog opens with 100 credits. */
export const defaultCreditAmount = 100;

export type CreditsFormResult = { ok: true; request: AdminCreditsRequest & { amount: number } } | { ok: false; error: string };

/**
 * Spec 5 "Add credits (admin)": the amount is parsed as an integer (non-numeric is 0) and must be
 * above zero, then the PIN is required. The first failure is the one shown in the dialog.
 */
export function readCreditsForm(amount: unknown, pin: string | undefined): CreditsFormResult {
  const credits = parseCreditAmount(amount);
  if (credits <= 0) return { ok: false, error: walletMessages.invalidAmount };
  if (!pin?.trim()) return { ok: false, error: walletMessages.pinRequired };
  return { ok: true, request: { amount: credits, pin: pin.trim(), operation: 'add' } };
}
