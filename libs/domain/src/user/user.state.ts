import { undeclaredBuyer, type BuyerQualification } from '../credit/buyer-qualification';
import type { OffsetCapacityYear } from '../credit/offset-capacity';
import { assertNever } from '../shared/decider';
import { withAccountDocument, type AccountDocument } from './account-documents';
import type { TradingProfile } from './trading-profile';
import type { StoredDocument, UserEvent, UserProfile, UserStatus } from './user.events';

export type UserState =
  | { status: 'unregistered' }
  | { status: 'deleted'; userId: number; personalDataErased: boolean }
  | ({
      status: UserStatus;
      userId: number;
      businessDocument: StoredDocument | null;
      buyer: BuyerQualification;
      /** The bank (its user id) the buyer declares a current account with: the correntista route's default (rata-eligibility.ts). */
      correntistaOf: number | null;
      /** Issue 46: the company's data for trading, once given. */
      tradingProfile: TradingProfile | null;
      /** Issue 46: the account's typed documents (the identity document first, then the balance sheets newest first). */
      tradingDocuments: AccountDocument[];
      /** Issue 47: how much the buyer can offset in F24 in each declared year; empty when none declared. */
      offsetCapacity: OffsetCapacityYear[];
    } & UserProfile);

export const initialUserState = (): UserState => ({ status: 'unregistered' });

const statusAfter: Record<'UserApproved' | 'UserRejected' | 'UserBlocked' | 'UserActivated', UserStatus> = {
  UserApproved: 'active',
  UserRejected: 'rejected',
  UserBlocked: 'blocked',
  UserActivated: 'active',
};

export const evolveUser = (state: UserState, event: UserEvent): UserState => {
  switch (event.type) {
    case 'UserRegistered': {
      const { registeredAt: _registeredAt, ...rest } = event.data;
      return { ...rest, status: 'pending', buyer: undeclaredBuyer(), correntistaOf: null, tradingProfile: null, tradingDocuments: [], offsetCapacity: [] };
    }
    case 'UserDeleted':
      return { status: 'deleted', userId: event.data.userId, personalDataErased: false };
    case 'UserPersonalDataErased':
      return { status: 'deleted', userId: event.data.userId, personalDataErased: true };
    case 'PasswordChanged':
    case 'PasswordResetRequested':
    case 'DataChangeRequested':
    case 'DataChangeRequestHandled':
    case 'BusinessDocumentAccessed':
    case 'AccountDocumentAccessed':
    case 'TwoFactorEnabled':
    case 'TwoFactorDisabled':
    case 'TwoFactorReset':
      // Two-factor sign-in has a decider of its own over this stream (two-factor.decide.ts).
      return state;
    default:
      break;
  }
  if (state.status === 'unregistered' || state.status === 'deleted') return state;
  switch (event.type) {
    case 'UserApproved':
    case 'UserRejected':
    case 'UserBlocked':
    case 'UserActivated':
      return { ...state, status: statusAfter[event.type] };
    case 'BusinessDocumentAttached':
      return { ...state, businessDocument: event.data.document };
    case 'BusinessDocumentRemoved':
      return { ...state, businessDocument: null };
    case 'UserEditedByAdmin':
      return { ...state, ...event.data.changes };
    case 'BuyerKindDeclared': {
      // Only a new kind or register number needs verifying again; the correntista bank is not verified by an admin.
      const { kind, registerNumber, correntistaOf = null } = event.data;
      const same = kind === state.buyer.kind && registerNumber === state.buyer.registerNumber;
      return { ...state, buyer: { kind, registerNumber, verified: same && state.buyer.verified }, correntistaOf };
    }
    case 'BuyerKindVerified':
      return { ...state, buyer: { ...state.buyer, verified: true } };
    case 'TradingProfileDeclared': {
      const { userId: _userId, by: _by, at: _at, ...tradingProfile } = event.data;
      return { ...state, tradingProfile };
    }
    case 'AccountDocumentAttached': {
      const { kind, year, expiresOn, document } = event.data;
      return { ...state, tradingDocuments: withAccountDocument(state.tradingDocuments, { kind, year, expiresOn, document }) };
    }
    case 'OffsetCapacityDeclared':
      return { ...state, offsetCapacity: event.data.years };
    default:
      return assertNever(event);
  }
};
