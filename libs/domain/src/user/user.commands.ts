import type { BuyerKind } from '../credit/buyer-qualification';
import type { OffsetCapacityYear } from '../credit/offset-capacity';
import type { DomainCommand } from '../shared/decider';
import type { TradingProfile } from './trading-profile';
import type { Actor, StoredDocument, UserProfile, UserStatus } from './user.events';

type Stamp = { userId: number; at: string };

export type RegisterUser = DomainCommand<
  'RegisterUser',
  Stamp &
    UserProfile & {
      businessDocument: StoredDocument | null;
      initialStatus?: 'pending' | 'active';
      buyerKind?: BuyerKind | null;
      registerNumber?: string | null;
    }
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
/** The buyer (or an admin for it, `by`) declares its kind; issue 27. */
export type DeclareBuyerKind = DomainCommand<
  'DeclareBuyerKind',
  Stamp & { kind: BuyerKind; registerNumber: string | null; correntistaOf?: number | null; by: Actor }
>;
/**
 * An admin verifies the declared kind against its register: the kind and number the admin saw,
 * so a declaration changed meanwhile is not verified unseen.
 */
export type VerifyBuyerKind = DomainCommand<'VerifyBuyerKind', Stamp & { by: number; kind: BuyerKind; registerNumber: string | null }>;
/** Issue 46: the company gives its data for trading, as typed; the decider checks it (trading-profile.ts). */
export type DeclareTradingProfile = DomainCommand<'DeclareTradingProfile', Stamp & { profile: Partial<Record<keyof TradingProfile, string>> }>;
/**
 * Issue 46: the company uploads a typed document of its account, as typed (kind, year or expiry
 * day); the decider checks them at `at` (account-documents.ts). The file is already stored.
 */
export type AttachAccountDocument = DomainCommand<
  'AttachAccountDocument',
  Stamp & { kind: string; year: number | null; expiresOn: string | null; document: StoredDocument; by: number }
>;
/** Issue 47: the buyer declares how much it can offset in F24 in each year (offset-capacity.ts). */
export type DeclareOffsetCapacity = DomainCommand<'DeclareOffsetCapacity', Stamp & { years: OffsetCapacityYear[] }>;

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
  | RequestDataChange
  | DeclareBuyerKind
  | VerifyBuyerKind
  | DeclareTradingProfile
  | AttachAccountDocument
  | DeclareOffsetCapacity;
