import { checkedBuyerDeclaration, qualifiedBuyerKinds } from '../credit/buyer-qualification';
import { creditMessages } from '../credit/credit.messages';
import { checkedOffsetCapacity, offsetCapacityMessages, sameOffsetCapacity } from '../credit/offset-capacity';
import { assertNever, type Decider } from '../shared/decider';
import { conflict, forbidden, notFound, validationError } from '../shared/domain-error';
import { checkedAccountDocument } from './account-documents';
import { checkedTradingProfile, type TradingProfile } from './trading-profile';
import type { DeclareBuyerKind, DeclareOffsetCapacity, DeclareTradingProfile, EditUserByAdmin, UserCommand, VerifyBuyerKind } from './user.commands';
import type { Actor, UserEvent, UserProfile, UserStatus } from './user.events';
import { changeableFields, userMessages } from './user.messages';
import { evolveUser, initialUserState, type UserState } from './user.state';

type ExistingUser = Extract<UserState, { username: string }>;

const requireUser = (state: UserState): ExistingUser => {
  if (state.status === 'unregistered' || state.status === 'deleted') throw notFound(userMessages.notFound);
  return state;
};

/** Admin moves of spec section 4: pending -> active | rejected; active -> blocked; blocked | rejected -> active. */
const statusMove = (from: UserStatus, to: UserStatus) => {
  if (from === 'pending' && to === 'active') return 'UserApproved' as const;
  if (from === 'pending' && to === 'rejected') return 'UserRejected' as const;
  if (from === 'active' && to === 'blocked') return 'UserBlocked' as const;
  if ((from === 'blocked' || from === 'rejected') && to === 'active') return 'UserActivated' as const;
  return null;
};

/** An admin may not lock themself out: blocking, rejecting, deleting or demoting one's own account. */
const refuseSelf = (userId: number, by: Actor, message: string) => {
  if (by === userId) throw forbidden(message);
};

/**
 * Events that take an admin's rights away if the account is an active admin. The API counts
 * the other active admins under a lock in the append transaction (the decider sees one stream):
 * the last active admin can never be blocked, rejected, deleted or demoted.
 */
export const endsAdminRights = (events: readonly UserEvent[]): boolean =>
  events.some(
    (e) =>
      e.type === 'UserBlocked' ||
      e.type === 'UserRejected' ||
      e.type === 'UserDeleted' ||
      e.type === 'UserPersonalDataErased' ||
      (e.type === 'UserEditedByAdmin' && e.data.changes.isAdmin === false),
  );

/** Only the fields that differ from the account's are recorded; nothing changed appends nothing. */
const editUser = (state: UserState, { userId, at, changes, by }: EditUserByAdmin['data']): UserEvent[] => {
  const user = requireUser(state);
  const changed = Object.fromEntries(
    Object.entries(changes).filter(([key, value]) => value !== undefined && user[key as keyof UserProfile] !== value),
  ) as Partial<UserProfile>;
  if (Object.keys(changed).length === 0) return [];
  if (user.isAdmin && changed.isAdmin === false) refuseSelf(userId, by, userMessages.selfAdminRevoke);
  const after = { ...user, ...changed };
  if (!after.isCedente && !after.isCessionario && !after.isAdmin) throw validationError(userMessages.roleRequired);
  return [{ type: 'UserEditedByAdmin', data: { userId, changes: changed, by, at } }];
};

/** Erasure deletes the account first when needed; once erased, erasing again appends nothing. */
const eraseUser = (state: UserState, userId: number, by: Actor, at: string): UserEvent[] => {
  if (state.status === 'unregistered') throw notFound(userMessages.notFound);
  refuseSelf(userId, by, userMessages.selfDelete);
  if (state.status === 'deleted' && state.personalDataErased) return [];
  const erased: UserEvent = { type: 'UserPersonalDataErased', data: { userId, by, at } };
  if (state.status === 'deleted') return [erased];
  return [{ type: 'UserDeleted', data: { userId, by, at } }, erased];
};

const checkDataChange = (fieldsToChange: Record<string, string>, reason: string) => {
  const entries = Object.entries(fieldsToChange);
  if (entries.length === 0) throw validationError(userMessages.dataChangeNoField);
  for (const [field, value] of entries) {
    if (!(changeableFields as readonly string[]).includes(field)) throw validationError(userMessages.dataChangeUnknownField);
    if (value.trim() === '') throw validationError(userMessages.dataChangeValueRequired);
  }
  if (reason.trim() === '') throw validationError(userMessages.dataChangeReasonRequired);
};

/** The bank a buyer declares to be correntista of (issue 45): another account, by its id; none by default. */
const checkedCorrentistaOf = (userId: number, correntistaOf: number | null | undefined): number | null => {
  if (correntistaOf === null || correntistaOf === undefined) return null;
  if (!Number.isInteger(correntistaOf) || correntistaOf <= 0) throw validationError(creditMessages.correntistaOfInvalid);
  if (correntistaOf === userId) throw validationError(creditMessages.correntistaOfSelf);
  return correntistaOf;
};

/** A declaration equal to the one in force appends nothing (and so keeps its verification). */
const declareBuyerKind = (state: UserState, { userId, kind, registerNumber, correntistaOf, by, at }: DeclareBuyerKind['data']): UserEvent[] => {
  const user = requireUser(state);
  if (!user.isCessionario) throw forbidden(creditMessages.buyerKindOnlyCessionario);
  const declared = checkedBuyerDeclaration(kind, registerNumber);
  const bank = checkedCorrentistaOf(userId, correntistaOf);
  const unchanged = user.buyer.kind === declared.kind && user.buyer.registerNumber === declared.registerNumber && user.correntistaOf === bank;
  if (unchanged) return [];
  // The bank is recorded only when named: absent reads as none, as in declarations made before issue 45.
  return [{ type: 'BuyerKindDeclared', data: { userId, ...declared, ...(bank === null ? {} : { correntistaOf: bank }), by, at } }];
};

/** Issue 46: the company's data for trading, checked; the same data again appends nothing. */
const declareTradingProfile = (state: UserState, { userId, profile, at }: DeclareTradingProfile['data']): UserEvent[] => {
  const user = requireUser(state);
  const checked = checkedTradingProfile(profile);
  if (user.tradingProfile && (Object.keys(checked) as (keyof TradingProfile)[]).every((field) => user.tradingProfile![field] === checked[field])) return [];
  return [{ type: 'TradingProfileDeclared', data: { userId, ...checked, by: userId, at } }];
};

/** Issue 47: the buyer's offset capacity per year, checked; the same declaration again appends nothing. */
const declareOffsetCapacity = (state: UserState, { userId, years, at }: DeclareOffsetCapacity['data']): UserEvent[] => {
  const user = requireUser(state);
  if (!user.isCessionario) throw forbidden(offsetCapacityMessages.buyersOnly);
  const checked = checkedOffsetCapacity(years, at);
  return sameOffsetCapacity(checked, user.offsetCapacity) ? [] : [{ type: 'OffsetCapacityDeclared', data: { userId, years: checked, by: userId, at } }];
};

/** Four eyes: an admin's own qualification is verified by another admin; only the declaration the admin saw. */
const verifyBuyerKind = (state: UserState, { userId, by, at, kind, registerNumber }: VerifyBuyerKind['data']): UserEvent[] => {
  const user = requireUser(state);
  refuseSelf(userId, by, creditMessages.ownVerification);
  if (user.buyer.kind !== kind || user.buyer.registerNumber !== (registerNumber?.trim().toUpperCase() || null))
    throw conflict(creditMessages.declarationChanged);
  if (!qualifiedBuyerKinds.includes(user.buyer.kind)) throw conflict(creditMessages.verificationNotNeeded);
  if (user.buyer.verified) throw conflict(creditMessages.alreadyVerified);
  return [{ type: 'BuyerKindVerified', data: { userId, kind: user.buyer.kind, registerNumber: user.buyer.registerNumber, by, at } }];
};

/** The kind a cessionario declared when registering, if any; checked like a later declaration. */
const declaredAtRegistration = (c: Extract<UserCommand, { type: 'RegisterUser' }>['data']): UserEvent[] => {
  if (!c.buyerKind || !c.isCessionario) return [];
  const declared = checkedBuyerDeclaration(c.buyerKind, c.registerNumber);
  if (declared.kind === 'impresa') return [];
  return [{ type: 'BuyerKindDeclared', data: { userId: c.userId, ...declared, by: c.userId, at: c.at } }];
};

export const decideUser = (command: UserCommand, state: UserState): UserEvent[] => {
  const { userId, at } = command.data;
  switch (command.type) {
    case 'RegisterUser': {
      if (state.status !== 'unregistered') throw conflict(userMessages.alreadyRegistered);
      const c = command.data;
      if (!c.isCedente && !c.isCessionario && !c.isAdmin) throw validationError(userMessages.roleRequired);
      if (!c.businessDocument && !c.isAdmin) throw validationError(userMessages.businessDocumentRequired);
      // Fields are picked one by one so nothing else a caller spreads in (a password) reaches the log.
      const registered: UserEvent = {
        type: 'UserRegistered',
        data: {
          userId,
          username: c.username,
          companyName: c.companyName,
          vatNumber: c.vatNumber,
          legalRepName: c.legalRepName,
          phone: c.phone,
          email: c.email,
          isCedente: c.isCedente,
          isCessionario: c.isCessionario,
          isAdmin: c.isAdmin,
          businessDocument: c.businessDocument,
          registeredAt: at,
        },
      };
      const declared = declaredAtRegistration(c);
      if (c.initialStatus !== 'active') return [registered, ...declared];
      return [registered, { type: 'UserApproved', data: { userId, by: 'system', at } }, ...declared];
    }
    case 'AttachBusinessDocument':
      requireUser(state);
      return [{ type: 'BusinessDocumentAttached', data: { userId, document: command.data.document, by: command.data.by, at } }];
    case 'RemoveBusinessDocument': {
      const user = requireUser(state);
      if (!user.businessDocument) throw notFound(userMessages.noBusinessDocument);
      return [{ type: 'BusinessDocumentRemoved', data: { userId, filename: user.businessDocument.filename, by: command.data.by, at } }];
    }
    case 'ChangeUserStatus': {
      const move = statusMove(requireUser(state).status, command.data.status);
      if (!move) throw conflict(userMessages.statusChangeNotAllowed);
      if (move === 'UserBlocked' || move === 'UserRejected') refuseSelf(userId, command.data.by, userMessages.selfStatusChange);
      return [{ type: move, data: { userId, by: command.data.by, at } }];
    }
    case 'EditUserByAdmin':
      return editUser(state, command.data);
    case 'DeleteUser':
      requireUser(state);
      refuseSelf(userId, command.data.by, userMessages.selfDelete);
      return [{ type: 'UserDeleted', data: { userId, by: command.data.by, at } }];
    case 'EraseUser':
      return eraseUser(state, userId, command.data.by, at);
    case 'ChangePassword':
      requireUser(state);
      return [{ type: 'PasswordChanged', data: { userId, via: command.data.via, at } }];
    case 'RequestPasswordReset':
      requireUser(state);
      return [{ type: 'PasswordResetRequested', data: { userId, at } }];
    case 'RequestDataChange': {
      requireUser(state);
      const { fieldsToChange, reason } = command.data;
      checkDataChange(fieldsToChange, reason);
      return [{ type: 'DataChangeRequested', data: { userId, fieldsToChange, reason, at } }];
    }
    case 'DeclareBuyerKind':
      return declareBuyerKind(state, command.data);
    case 'VerifyBuyerKind':
      return verifyBuyerKind(state, command.data);
    case 'DeclareTradingProfile':
      return declareTradingProfile(state, command.data);
    case 'AttachAccountDocument': {
      // Issue 46: any account may give its documents; the kind and its year or expiry are checked at `at`.
      requireUser(state);
      const { kind, year, expiresOn, document, by } = command.data;
      return [{ type: 'AccountDocumentAttached', data: { userId, ...checkedAccountDocument({ kind, year, expiresOn }, at), document, by, at } }];
    }
    case 'DeclareOffsetCapacity':
      return declareOffsetCapacity(state, command.data);
    default:
      return assertNever(command);
  }
};

export const userDecider: Decider<UserState, UserCommand, UserEvent> = {
  decide: decideUser,
  evolve: evolveUser,
  initialState: initialUserState,
};
