import { statusesMatching } from '../shared/status-words';
import { userStatuses, type UserStatus } from './user.events';

/** Spec 4 "User status": the Italian label of each account status. */
export const userStatusLabels: Readonly<Record<UserStatus, string>> = {
  pending: 'Da Verificare',
  active: 'Attivo',
  rejected: 'Non Approvato',
  blocked: 'Bloccato',
};

/** Spec 2 users tab search: the account statuses a keyword names, by key or label. */
export const userStatusesMatching = (keyword: string): UserStatus[] => statusesMatching(userStatuses, [userStatusLabels], keyword);
