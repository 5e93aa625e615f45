import type { UserStatus } from '@pratiche/contracts';

/**
 * Spec 4 "User status" in the admin's words. The user feature has the same table for the
 * dashboard badge; features never import one another, so the admin panel keeps its own.
 */
export const userStatusLabels: Record<UserStatus, string> = {
  pending: 'Da Verificare',
  active: 'Attivo',
  rejected: 'Non Approvato',
  blocked: 'Bloccato',
};

export const userStatusColors: Record<UserStatus, string> = {
  pending: 'gold',
  active: 'green',
  rejected: 'red',
  blocked: 'volcano',
};

/** Spec 4: a status the client does not know is displayed as pending. */
export function knownUserStatus(status: string | null | undefined): UserStatus {
  return status && Object.hasOwn(userStatusLabels, status) ? (status as UserStatus) : 'pending';
}

/** Spec 2 Users tab: a contact field left empty reads 'Non specificato'. */
export function orNotSpecified(value: string | null | undefined): string {
  return value?.trim() ? value : 'Non specificato';
}

export type UserStatusFilter = UserStatus | 'all';

/** Spec 2 Users tab status filter: active, pending, blocked, rejected (after 'all'). */
export const userStatusFilterOptions: { value: UserStatusFilter; label: string }[] = [
  { value: 'all', label: 'Tutti gli stati' },
  { value: 'active', label: userStatusLabels.active },
  { value: 'pending', label: userStatusLabels.pending },
  { value: 'blocked', label: userStatusLabels.blocked },
  { value: 'rejected', label: userStatusLabels.rejected },
];
