import type { DataChangeField, UserResponse, UserStatus } from '@pratiche/contracts';
import { userStatusLabels } from '@pratiche/domain';

/** Spec 4 "User status": the Italian labels (libs/domain, where the search reads them too) and the tag colour of each account status. */
export const statusLabels = userStatusLabels;

export const statusColors: Record<UserStatus, string> = {
  pending: 'gold',
  active: 'green',
  rejected: 'red',
  blocked: 'volcano',
};

/** Spec 4: a status the client does not know is displayed as pending. */
export function normalizeStatus(status: string | null | undefined): UserStatus {
  return status && Object.hasOwn(statusLabels, status) ? (status as UserStatus) : 'pending';
}

type Roles = Pick<UserResponse, 'isCedente' | 'isCessionario' | 'isAdmin'>;

/** Role names in the order the product shows them. */
export function roleLabels(user: Roles): string[] {
  return [user.isCedente && 'Cedente', user.isCessionario && 'Cessionario', user.isAdmin && 'Admin'].filter(
    (label): label is string => typeof label === 'string',
  );
}

/** The fields of "Richiesta Modifica Dati", with their Italian labels. */
export const dataChangeFieldLabels: Record<DataChangeField, string> = {
  companyName: 'Ragione sociale',
  vatNumber: 'Partita IVA',
  legalRepName: 'Rappresentante legale',
  phone: 'Telefono',
  email: 'Email',
  role: 'Ruolo',
};
