import type { UserStatus } from '@pratiche/contracts';
import { normalizeStatus } from './user-labels';

/** A status move the admin can start from a row, with the button's label. */
export type StatusAction = { label: 'Approva' | 'Rifiuta' | 'Blocca' | 'Attiva'; to: UserStatus; danger: boolean };

const approve: StatusAction = { label: 'Approva', to: 'active', danger: false };
const reject: StatusAction = { label: 'Rifiuta', to: 'rejected', danger: true };
const block: StatusAction = { label: 'Blocca', to: 'blocked', danger: true };
const activate: StatusAction = { label: 'Attiva', to: 'active', danger: false };

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
