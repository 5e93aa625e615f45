import type { UserStatus } from '@pratiche/contracts';
import { normalizeStatus } from './user-labels';

/**
 * A status move the admin can start from a row: the button's label, and the question asked before
 * it runs (issue 26: a click by mistake must not lock someone out or let someone in), whose
 * `{username}` is the row's.
 */
export type StatusAction = { label: 'Approva' | 'Rifiuta' | 'Blocca' | 'Attiva'; to: UserStatus; danger: boolean; question: string };

const approve: StatusAction = { label: 'Approva', to: 'active', danger: false, question: "Approvare l'account di {username}? Potrà usare il marketplace." };
const reject: StatusAction = { label: 'Rifiuta', to: 'rejected', danger: true, question: "Rifiutare l'account di {username}? Non potrà usare il marketplace." };
const block: StatusAction = { label: 'Blocca', to: 'blocked', danger: true, question: "Bloccare l'account di {username}? Non potrà più accedere." };
const activate: StatusAction = {
  label: 'Attiva',
  to: 'active',
  danger: false,
  question: "Riattivare l'account di {username}? Potrà di nuovo usare il marketplace.",
};

/** The confirmation's question for one account. */
export const confirmationOf = (action: StatusAction, username: string): string => action.question.replace('{username}', username);

/**
 * Spec 2/4: pending offers 'Approva' and 'Rifiuta', active offers 'Blocca', any other status
 * 'Attiva'. An unknown status is displayed as pending, so it offers what pending offers.
 * Edit and delete are on every row and are not listed here.
 */
export function statusActionsOf(status: string): StatusAction[] {
  const known = normalizeStatus(status);
  if (known === 'pending') return [approve, reject];
  if (known === 'active') return [block];
  return [activate];
}
