import type { DomainCommand } from '../shared/decider';
import type { Actor, StoredDocument, UserProfile, UserStatus } from './user.events';

type Stamp = { userId: number; at: string };

export type RegisterUser = DomainCommand<
  'RegisterUser',
  Stamp & UserProfile & { businessDocument: StoredDocument | null; initialStatus?: 'pending' | 'active' }
>;
export type AttachBusinessDocument = DomainCommand<'AttachBusinessDocument', Stamp & { document: StoredDocument; by: Actor }>;
export type RemoveBusinessDocument = DomainCommand<'RemoveBusinessDocument', Stamp & { by: Actor }>;
/** An admin moves an account to another status; the allowed moves are in user.decide.ts. */
export type ChangeUserStatus = DomainCommand<'ChangeUserStatus', Stamp & { status: UserStatus; by: Actor }>;
export type EditUserByAdmin = DomainCommand<'EditUserByAdmin', Stamp & { changes: Partial<UserProfile>; by: Actor }>;
export type DeleteUser = DomainCommand<'DeleteUser', Stamp & { by: Actor }>;
/** Deletes the user (if not yet deleted) and erases the personal data; asking again changes nothing. */
export type EraseUser = DomainCommand<'EraseUser', Stamp & { by: Actor }>;
export type ChangePassword = DomainCommand<'ChangePassword', Stamp & { via: 'change' | 'reset' }>;
export type RequestPasswordReset = DomainCommand<'RequestPasswordReset', Stamp>;
export type RequestDataChange = DomainCommand<'RequestDataChange', Stamp & { fieldsToChange: Record<string, string>; reason: string }>;

export type UserCommand =
  | RegisterUser
  | AttachBusinessDocument
  | RemoveBusinessDocument
  | ChangeUserStatus
  | EditUserByAdmin
  | DeleteUser
  | EraseUser
  | ChangePassword
  | RequestPasswordReset
  | RequestDataChange;
