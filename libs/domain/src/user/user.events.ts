import type { BuyerKind } from '../credit/buyer-qualification';
import type { OffsetCapacityYear } from '../credit/offset-capacity';
import type { DomainEvent } from '../shared/decider';
import type { AccountDocument } from './account-documents';
import type { TradingProfile } from './trading-profile';

/** Spec 4 "User status". */
export const userStatuses = ['pending', 'active', 'rejected', 'blocked'] as const;
export type UserStatus = (typeof userStatuses)[number];

export type StoredDocument = { originalName: string; filename: string };

export type UserProfile = {
  username: string;
  companyName: string;
  vatNumber: string;
  legalRepName: string;
  phone: string;
  email: string;
  isCedente: boolean;
  isCessionario: boolean;
  isAdmin: boolean;
};

/** Who did it: a user id, or 'system' for start-up tasks such as creating the first admin. */
export type Actor = number | 'system';

export type UserRegistered = DomainEvent<'UserRegistered', UserProfile & { userId: number; businessDocument: StoredDocument | null; registeredAt: string }>;
export type BusinessDocumentAttached = DomainEvent<'BusinessDocumentAttached', { userId: number; document: StoredDocument; by: Actor; at: string }>;
export type BusinessDocumentRemoved = DomainEvent<'BusinessDocumentRemoved', { userId: number; filename: string; by: Actor; at: string }>;
export type UserApproved = DomainEvent<'UserApproved', { userId: number; by: Actor; at: string }>;
export type UserRejected = DomainEvent<'UserRejected', { userId: number; by: Actor; at: string }>;
export type UserBlocked = DomainEvent<'UserBlocked', { userId: number; by: Actor; at: string }>;
export type UserActivated = DomainEvent<'UserActivated', { userId: number; by: Actor; at: string }>;
export type UserEditedByAdmin = DomainEvent<'UserEditedByAdmin', { userId: number; changes: Partial<UserProfile>; by: Actor; at: string }>;
export type UserDeleted = DomainEvent<'UserDeleted', { userId: number; by: Actor; at: string }>;
/**
 * The user's personal data was erased (crypto-shredding: the key is destroyed, so every earlier
 * event shows 'Dato cancellato'). The log keeps that the user existed, was erased, when and by whom.
 */
export type UserPersonalDataErased = DomainEvent<'UserPersonalDataErased', { userId: number; by: Actor; at: string }>;
/** The hash itself never enters the log; it lives in the credentials table. */
export type PasswordChanged = DomainEvent<'PasswordChanged', { userId: number; via: 'change' | 'reset'; at: string }>;
export type PasswordResetRequested = DomainEvent<'PasswordResetRequested', { userId: number; at: string }>;
export type DataChangeRequested = DomainEvent<'DataChangeRequested', { userId: number; fieldsToChange: Record<string, string>; reason: string; at: string }>;
/**
 * An admin (`by`) handled the user's `requestNumber`-th DataChangeRequested (1 for the first on
 * the stream): the request leaves the admins' inbox. Once per request.
 */
export type DataChangeRequestHandled = DomainEvent<'DataChangeRequestHandled', { userId: number; requestNumber: number; by: number; at: string }>;

/**
 * The buyer declared what it is (issue 27), with its register number where one applies (public
 * registers, not personal data). A new declaration undoes any earlier verification.
 */
/** `correntistaOf`: the bank the buyer holds a current account with (issue 45); absent in declarations recorded before it. */
export type BuyerKindDeclared = DomainEvent<
  'BuyerKindDeclared',
  { userId: number; kind: BuyerKind; registerNumber: string | null; correntistaOf?: number | null; by: Actor; at: string }
>;
/** Issue 46: the company's data for trading (trading-profile.ts), as checked; each declaration replaces the one before. */
export type TradingProfileDeclared = DomainEvent<'TradingProfileDeclared', { userId: number } & TradingProfile & { by: Actor; at: string }>;
/**
 * Issue 47: the buyer's offset capacity per year (offset-capacity.ts), as checked; each declaration
 * replaces the one before, an empty list withdraws it. A company's tax figures, not personal data.
 */
export type OffsetCapacityDeclared = DomainEvent<'OffsetCapacityDeclared', { userId: number; years: OffsetCapacityYear[]; by: Actor; at: string }>;
/** An admin (`by`) checked the declared kind against its register: from now on it counts. */
export type BuyerKindVerified = DomainEvent<'BuyerKindVerified', { userId: number; kind: BuyerKind; registerNumber: string | null; by: number; at: string }>;

/**
 * Issue 46: the company uploaded a typed document of its account (account-documents.ts): the
 * legal representative's identity document with its expiry day, or an approved balance sheet with
 * its year. It replaces the earlier one of its kind (and year); the original name is sealed.
 */
export type AccountDocumentAttached = DomainEvent<'AccountDocumentAttached', { userId: number } & AccountDocument & { by: number; at: string }>;
/** Someone (`by`, the owner or an admin) opened one of the account's typed documents: the access log, as for the visura. */
export type AccountDocumentAccessed = DomainEvent<'AccountDocumentAccessed', { userId: number } & AccountDocument & { by: number; at: string }>;

/** Someone (`by`) opened the user's visura: the access log; a fact no state depends on. */
export type BusinessDocumentAccessed = DomainEvent<'BusinessDocumentAccessed', { userId: number; document: StoredDocument; by: number; at: string }>;

/**
 * Issue 31: the user turned two-factor sign-in on (a confirmed TOTP secret) or off, or an admin
 * (`by`) reset it. The secret and the recovery codes never enter the log (ordinary tables).
 */
export type TwoFactorEnabled = DomainEvent<'TwoFactorEnabled', { userId: number; at: string }>;
export type TwoFactorDisabled = DomainEvent<'TwoFactorDisabled', { userId: number; at: string }>;
export type TwoFactorReset = DomainEvent<'TwoFactorReset', { userId: number; by: number; at: string }>;

export type UserEvent =
  | UserRegistered
  | BusinessDocumentAttached
  | BusinessDocumentRemoved
  | UserApproved
  | UserRejected
  | UserBlocked
  | UserActivated
  | UserEditedByAdmin
  | UserDeleted
  | UserPersonalDataErased
  | PasswordChanged
  | PasswordResetRequested
  | DataChangeRequested
  | DataChangeRequestHandled
  | BusinessDocumentAccessed
  | BuyerKindDeclared
  | BuyerKindVerified
  | TradingProfileDeclared
  | AccountDocumentAttached
  | AccountDocumentAccessed
  | OffsetCapacityDeclared
  | TwoFactorEnabled
  | TwoFactorDisabled
  | TwoFactorReset;

export const userStreamId = (userId: number) => `user-${userId}`;
