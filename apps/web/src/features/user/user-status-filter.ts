import type { UserStatus } from '@pratiche/contracts';
import { statusLabels } from './user-labels';

/** Spec 2 Users tab: a contact field left empty reads 'Non specificato'. */
export function orNotSpecified(value: string | null | undefined): string {
  return value?.trim() ? value : 'Non specificato';
}

export type UserStatusFilter = UserStatus | 'all';

/** Spec 2 Users tab status filter: active, pending, blocked, rejected (after 'all'). */
export const userStatusFilterOptions: { value: UserStatusFilter; label: string }[] = [
  { value: 'all', label: 'Tutti gli stati' },
  { value: 'active', label: statusLabels.active },
  { value: 'pending', label: statusLabels.pending },
  { value: 'blocked', label: statusLabels.blocked },
  { value: 'rejected', label: statusLabels.rejected },
];
