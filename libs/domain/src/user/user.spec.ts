import { undeclaredBuyer, type BuyerKind } from '../credit/buyer-qualification';
import { creditMessages } from '../credit/credit.messages';
import { offsetCapacityMessages } from '../credit/offset-capacity';
import { fold } from '../shared/decider';
import { deciderSpec } from '../shared/decider.spec-helper';
import type { RegisterUser, UserCommand } from './user.commands';
import { endsAdminRights, userDecider } from './user.decide';
import type { Actor, BuyerKindDeclared, BuyerKindVerified, StoredDocument, UserEvent, UserProfile, UserRegistered, UserStatus } from './user.events';
import { userMessages } from './user.messages';

const spec = deciderSpec(userDecider);

const userId = 7;
const adminId = 1;
const at = '2025-01-15T10:00:00.000Z';
const later = '2025-01-16T10:00:00.000Z';

const visura: StoredDocument = { originalName: 'visura.pdf', filename: 'visura-123.pdf' };
const newVisura: StoredDocument = { originalName: 'visura-2025.pdf', filename: 'visura-456.pdf' };

const profile: UserProfile = {
  username: 'mario',
  companyName: 'Rossi Costruzioni S.r.l.',
  vatNumber: '12345678901',
  legalRepName: 'Mario Rossi',
  phone: '3331234567',
  email: 'mario@example.it',
  isCedente: true,
  isCessionario: false,
  isAdmin: false,
};

const registerCommand = (overrides: Partial<RegisterUser['data']> = {}): RegisterUser => ({
  type: 'RegisterUser',
  data: { userId, at, ...profile, businessDocument: visura, ...overrides },
});

const registered = (overrides: Partial<UserRegistered['data']> = {}): UserRegistered => ({
  type: 'UserRegistered',
  data: { userId, ...profile, businessDocument: visura, registeredAt: at, ...overrides },
});

const approved: UserEvent = { type: 'UserApproved', data: { userId, by: adminId, at } };
const rejected: UserEvent = { type: 'UserRejected', data: { userId, by: adminId, at } };
const blocked: UserEvent = { type: 'UserBlocked', data: { userId, by: adminId, at } };
const activated: UserEvent = { type: 'UserActivated', data: { userId, by: adminId, at } };
const deleted: UserEvent = { type: 'UserDeleted', data: { userId, by: adminId, at } };

/** Histories that leave the user in each status. */
const historyFor: Record<UserStatus, UserEvent[]> = {
  pending: [registered()],
  active: [registered(), approved],
  rejected: [registered(), rejected],
  blocked: [registered(), approved, blocked],
};

const changeStatus = (status: UserStatus): UserCommand => ({
  type: 'ChangeUserStatus',
  data: { userId, at: later, status, by: adminId },
});

const requestDataChange = (fieldsToChange: Record<string, string>, reason = 'Cambio sede legale'): UserCommand => ({
  type: 'RequestDataChange',
  data: { userId, at: later, fieldsToChange, reason },
});

/** One instance of every command except RegisterUser, on the registered user. */
const commandsOnExistingUser: UserCommand[] = [
  { type: 'AttachBusinessDocument', data: { userId, at: later, document: newVisura, by: adminId } },
  { type: 'RemoveBusinessDocument', data: { userId, at: later, by: adminId } },
  changeStatus('active'),
  { type: 'EditUserByAdmin', data: { userId, at: later, changes: { phone: '3339999999' }, by: adminId } },
  { type: 'DeleteUser', data: { userId, at: later, by: adminId } },
  { type: 'ChangePassword', data: { userId, at: later, via: 'change' } },
  { type: 'RequestPasswordReset', data: { userId, at: later } },
  requestDataChange({ phone: '3339999999' }),
  { type: 'DeclareBuyerKind', data: { userId, at: later, kind: 'banca', registerNumber: '03069', by: userId } },
  { type: 'VerifyBuyerKind', data: { userId, at: later, by: adminId, kind: 'banca', registerNumber: '03069' } },
];

describe('user decider', () => {
  describe('spec 5 "User registration": RegisterUser', () => {
    it('a new user registers and starts pending (spec 4: pending is the default status)', () => {
      spec.given([]).when(registerCommand()).then([registered()]);
      expect(fold(userDecider, [registered()])).toMatchObject({ status: 'pending', userId, ...profile });
    });

    it('a buyer-only user (isCessionario) may register', () => {
      const data = { isCedente: false, isCessionario: true };
      spec
        .given([])
        .when(registerCommand(data))
        .then([registered(data)]);
    });

    it('a user with both roles may register', () => {
      const data = { isCedente: true, isCessionario: true };
      spec
        .given([])
        .when(registerCommand(data))
        .then([registered(data)]);
    });

    it("isCedente, isCessionario: at least one true: 'Devi selezionare almeno un ruolo tra Cedente e Cessionario'", () => {
      spec
        .given([])
        .when(registerCommand({ isCedente: false, isCessionario: false }))
        .thenThrows(userMessages.roleRequired, 'validation');
      expect(userMessages.roleRequired).toBe('Devi selezionare almeno un ruolo tra Cedente e Cessionario');
    });

    it("businessDocument required: 'La visura aziendale è obbligatoria'", () => {
      spec
        .given([])
        .when(registerCommand({ businessDocument: null }))
        .thenThrows(userMessages.businessDocumentRequired, 'validation');
      expect(userMessages.businessDocumentRequired).toBe('La visura aziendale è obbligatoria');
    });

    it('an admin is exempt from the business document and from the seller/buyer role', () => {
      const data = { isAdmin: true, isCedente: false, isCessionario: false, businessDocument: null };
      spec
        .given([])
        .when(registerCommand(data))
        .then([registered(data)]);
    });

    it('registering an already registered user is refused as a conflict', () => {
      spec.given([registered()]).when(registerCommand()).thenThrows(userMessages.alreadyRegistered, 'conflict');
    });

    it('registering again a user that has been deleted is refused as a conflict', () => {
      spec.given([registered(), deleted]).when(registerCommand()).thenThrows(userMessages.alreadyRegistered, 'conflict');
    });

    it("initialStatus 'active' yields UserRegistered + UserApproved by 'system'", () => {
      spec
        .given([])
        .when(registerCommand({ initialStatus: 'active' }))
        .then([registered(), { type: 'UserApproved', data: { userId, by: 'system', at } }]);
    });

    it("initialStatus 'active' leaves the user active once folded", () => {
      const events = userDecider.decide(registerCommand({ initialStatus: 'active' }), userDecider.initialState());
      expect(fold(userDecider, events)).toMatchObject({ status: 'active' });
    });

    it("initialStatus 'pending' yields only UserRegistered", () => {
      spec
        .given([])
        .when(registerCommand({ initialStatus: 'pending' }))
        .then([registered()]);
    });
  });

  describe('spec 4 "User status": allowed admin transitions', () => {
    it('pending to active (approve) yields UserApproved', () => {
      spec
        .given(historyFor.pending)
        .when(changeStatus('active'))
        .then([{ type: 'UserApproved', data: { userId, by: adminId, at: later } }]);
    });

    it('pending to rejected yields UserRejected', () => {
      spec
        .given(historyFor.pending)
        .when(changeStatus('rejected'))
        .then([{ type: 'UserRejected', data: { userId, by: adminId, at: later } }]);
    });

    it('active to blocked yields UserBlocked', () => {
      spec
        .given(historyFor.active)
        .when(changeStatus('blocked'))
        .then([{ type: 'UserBlocked', data: { userId, by: adminId, at: later } }]);
    });

    it('blocked to active yields UserActivated', () => {
      spec
        .given(historyFor.blocked)
        .when(changeStatus('active'))
        .then([{ type: 'UserActivated', data: { userId, by: adminId, at: later } }]);
    });

    it('rejected to active yields UserActivated', () => {
      spec
        .given(historyFor.rejected)
        .when(changeStatus('active'))
        .then([{ type: 'UserActivated', data: { userId, by: adminId, at: later } }]);
    });

    it.each<[UserStatus, UserEvent[]]>([
      ['active', [registered(), approved]],
      ['rejected', [registered(), rejected]],
      ['blocked', [registered(), approved, blocked]],
      ['active', [registered(), approved, blocked, activated]],
      ['active', [registered(), rejected, activated]],
    ])('each status event moves the folded state (expects %s)', (status, events) => {
      expect(fold(userDecider, events)).toMatchObject({ status });
    });
  });

  describe('spec 4 "User status": every other move is refused (\'Cambio di stato non consentito\', conflict)', () => {
    const allowed = new Set(['pending->active', 'pending->rejected', 'active->blocked', 'blocked->active', 'rejected->active']);
    const statuses: UserStatus[] = ['pending', 'active', 'rejected', 'blocked'];
    const refused = statuses.flatMap((from) => statuses.filter((to) => !allowed.has(`${from}->${to}`)).map((to) => [from, to] as const));

    it('the refused list covers the 11 moves not offered by spec 4', () => {
      expect(refused).toHaveLength(11);
    });

    it.each(refused)('%s to %s is not allowed', (from, to) => {
      spec.given(historyFor[from]).when(changeStatus(to)).thenThrows('Cambio di stato non consentito', 'conflict');
    });
  });

  describe("a user that does not exist: 'Utente non trovato' (not_found)", () => {
    it.each(commandsOnExistingUser.map((command) => [command.type, command] as const))('%s on an unregistered user', (_type, command) => {
      spec.given([]).when(command).thenThrows('Utente non trovato', 'not_found');
    });

    it.each(commandsOnExistingUser.map((command) => [command.type, command] as const))('%s on a deleted user', (_type, command) => {
      spec.given([registered(), approved, deleted]).when(command).thenThrows('Utente non trovato', 'not_found');
    });
  });

  describe('admin users tab: business document (Documenti column: upload, delete)', () => {
    it('AttachBusinessDocument yields BusinessDocumentAttached', () => {
      spec
        .given(historyFor.active)
        .when({ type: 'AttachBusinessDocument', data: { userId, at: later, document: newVisura, by: adminId } })
        .then([{ type: 'BusinessDocumentAttached', data: { userId, document: newVisura, by: adminId, at: later } }]);
    });

    it('RemoveBusinessDocument yields BusinessDocumentRemoved with the current filename', () => {
      spec
        .given(historyFor.active)
        .when({ type: 'RemoveBusinessDocument', data: { userId, at: later, by: adminId } })
        .then([{ type: 'BusinessDocumentRemoved', data: { userId, filename: visura.filename, by: adminId, at: later } }]);
    });

    it('after BusinessDocumentAttached, RemoveBusinessDocument removes the new document', () => {
      spec
        .given([...historyFor.active, { type: 'BusinessDocumentAttached', data: { userId, document: newVisura, by: adminId, at } }])
        .when({ type: 'RemoveBusinessDocument', data: { userId, at: later, by: adminId } })
        .then([{ type: 'BusinessDocumentRemoved', data: { userId, filename: newVisura.filename, by: adminId, at: later } }]);
    });

    it("RemoveBusinessDocument without a document: 'Nessuna visura caricata' (not_found)", () => {
      const admin = registered({ isAdmin: true, businessDocument: null });
      spec
        .given([admin])
        .when({ type: 'RemoveBusinessDocument', data: { userId, at: later, by: adminId } })
        .thenThrows(userMessages.noBusinessDocument, 'not_found');
    });

    it('after BusinessDocumentRemoved a new RemoveBusinessDocument fails', () => {
      spec
        .given([...historyFor.active, { type: 'BusinessDocumentRemoved', data: { userId, filename: visura.filename, by: adminId, at } }])
        .when({ type: 'RemoveBusinessDocument', data: { userId, at: later, by: adminId } })
        .thenThrows(userMessages.noBusinessDocument, 'not_found');
    });

    it('after BusinessDocumentRemoved the folded state has no document', () => {
      const state = fold(userDecider, [
        ...historyFor.active,
        { type: 'BusinessDocumentRemoved', data: { userId, filename: visura.filename, by: adminId, at } },
      ]);
      expect(state).toMatchObject({ businessDocument: null, status: 'active' });
    });
  });

  describe("admin 'Modifica Utente': EditUserByAdmin", () => {
    const changes: Partial<UserProfile> = { email: 'nuova@example.it', isCessionario: true, isAdmin: true };

    it('yields UserEditedByAdmin with the changes', () => {
      spec
        .given(historyFor.active)
        .when({ type: 'EditUserByAdmin', data: { userId, at: later, changes, by: adminId } })
        .then([{ type: 'UserEditedByAdmin', data: { userId, changes, by: adminId, at: later } }]);
    });

    it('records only the fields that differ from the account', () => {
      spec
        .given(historyFor.active)
        .when({ type: 'EditUserByAdmin', data: { userId, at: later, changes: { phone: profile.phone, email: 'nuova@example.it' }, by: adminId } })
        .then([{ type: 'UserEditedByAdmin', data: { userId, changes: { email: 'nuova@example.it' }, by: adminId, at: later } }]);
    });

    it('an edit that changes nothing appends nothing', () => {
      spec
        .given(historyFor.active)
        .when({ type: 'EditUserByAdmin', data: { userId, at: later, changes: { ...profile }, by: adminId } })
        .then([]);
    });

    it("an edit that leaves no role (not cedente, cessionario nor admin): 'Devi selezionare almeno un ruolo tra Cedente e Cessionario'", () => {
      spec
        .given(historyFor.active)
        .when({ type: 'EditUserByAdmin', data: { userId, at: later, changes: { isCedente: false }, by: adminId } })
        .thenThrows(userMessages.roleRequired, 'validation');
    });

    it('after UserEditedByAdmin the folded state has the changes and keeps the rest', () => {
      const state = fold(userDecider, [...historyFor.active, { type: 'UserEditedByAdmin', data: { userId, changes, by: adminId, at } }]);
      expect(state).toEqual({
        ...profile,
        ...changes,
        userId,
        businessDocument: visura,
        status: 'active',
        buyer: undeclaredBuyer(),
        correntistaOf: null,
        tradingProfile: null,
        tradingDocuments: [],
        offsetCapacity: [],
      });
    });
  });

  describe("admin users tab: delete (confirmation 'Sei sicuro di voler eliminare l'utente {username}?')", () => {
    it.each<UserStatus>(['pending', 'active', 'rejected', 'blocked'])('DeleteUser on a %s user yields UserDeleted', (status) => {
      spec
        .given(historyFor[status])
        .when({ type: 'DeleteUser', data: { userId, at: later, by: adminId } })
        .then([{ type: 'UserDeleted', data: { userId, by: adminId, at: later } }]);
    });

    it('after UserDeleted the state is deleted and later status events are ignored', () => {
      expect(fold(userDecider, [registered(), deleted, approved])).toEqual({ status: 'deleted', userId, personalDataErased: false });
    });
  });

  describe('issue 10 point 9: erasing a user (crypto-shredding) keeps in the log that the user existed and who erased it', () => {
    const erase: UserCommand = { type: 'EraseUser', data: { userId, at: later, by: adminId } };
    const erased: UserEvent = { type: 'UserPersonalDataErased', data: { userId, by: adminId, at: later } };

    it.each<UserStatus>(['pending', 'active', 'rejected', 'blocked'])(
      'EraseUser on a %s user yields UserDeleted and UserPersonalDataErased by the admin',
      (status) => {
        spec
          .given(historyFor[status])
          .when(erase)
          .then([{ type: 'UserDeleted', data: { userId, by: adminId, at: later } }, erased]);
      },
    );

    it('EraseUser on a user deleted earlier yields only UserPersonalDataErased', () => {
      spec.given([registered(), deleted]).when(erase).then([erased]);
    });

    it('EraseUser on an erased user appends nothing (asking again completes an interrupted clean-up)', () => {
      spec.given([registered(), deleted, erased]).when(erase).then([]);
    });

    it("EraseUser on a user that never existed: 'Utente non trovato' (not_found)", () => {
      spec.given([]).when(erase).thenThrows(userMessages.notFound, 'not_found');
    });

    it('after UserPersonalDataErased the state is deleted and erased', () => {
      expect(fold(userDecider, [registered(), approved, deleted, erased])).toEqual({ status: 'deleted', userId, personalDataErased: true });
    });
  });

  describe('issue 7: an admin cannot lock themself out (refused as forbidden)', () => {
    const self = 9;
    const adminHistory: UserEvent[] = [registered({ userId: self, isAdmin: true }), { type: 'UserApproved', data: { userId: self, by: 'system', at } }];
    const selfCommand = (type: 'DeleteUser' | 'EraseUser'): UserCommand => ({ type, data: { userId: self, at: later, by: self } });

    it(`blocking one's own account: '${userMessages.selfStatusChange}'`, () => {
      spec
        .given(adminHistory)
        .when({ type: 'ChangeUserStatus', data: { userId: self, at: later, status: 'blocked', by: self } })
        .thenThrows(userMessages.selfStatusChange, 'forbidden');
    });

    it(`rejecting one's own pending account: '${userMessages.selfStatusChange}'`, () => {
      spec
        .given([registered({ userId: self, isAdmin: true })])
        .when({ type: 'ChangeUserStatus', data: { userId: self, at: later, status: 'rejected', by: self } })
        .thenThrows(userMessages.selfStatusChange, 'forbidden');
    });

    it.each(['DeleteUser', 'EraseUser'] as const)(`%s of one's own account: '${userMessages.selfDelete}'`, (type) => {
      spec.given(adminHistory).when(selfCommand(type)).thenThrows(userMessages.selfDelete, 'forbidden');
    });

    it(`removing one's own admin flag: '${userMessages.selfAdminRevoke}'`, () => {
      spec
        .given(adminHistory)
        .when({ type: 'EditUserByAdmin', data: { userId: self, at: later, changes: { isAdmin: false }, by: self } })
        .thenThrows(userMessages.selfAdminRevoke, 'forbidden');
    });

    it("editing one's own other fields is allowed", () => {
      spec
        .given(adminHistory)
        .when({ type: 'EditUserByAdmin', data: { userId: self, at: later, changes: { phone: '3330000000', isAdmin: true }, by: self } })
        .then([{ type: 'UserEditedByAdmin', data: { userId: self, changes: { phone: '3330000000' }, by: self, at: later } }]);
    });

    it('the same moves on another account are allowed', () => {
      spec
        .given(historyFor.active)
        .when(changeStatus('blocked'))
        .then([{ type: 'UserBlocked', data: { userId, by: adminId, at: later } }]);
      spec
        .given([...historyFor.active, { type: 'UserEditedByAdmin', data: { userId, changes: { isAdmin: true }, by: adminId, at } }])
        .when({ type: 'EditUserByAdmin', data: { userId, at: later, changes: { isAdmin: false }, by: adminId } })
        .then([{ type: 'UserEditedByAdmin', data: { userId, changes: { isAdmin: false }, by: adminId, at: later } }]);
    });
  });

  describe('issue 7: the last active admin: endsAdminRights tells which events take admin rights away', () => {
    it.each<[string, boolean, UserEvent[]]>([
      ['UserBlocked', true, [blocked]],
      ['UserRejected', true, [rejected]],
      ['UserDeleted', true, [deleted]],
      ['UserPersonalDataErased', true, [{ type: 'UserPersonalDataErased', data: { userId, by: adminId, at } }]],
      ['UserEditedByAdmin isAdmin false', true, [{ type: 'UserEditedByAdmin', data: { userId, changes: { isAdmin: false }, by: adminId, at } }]],
      ['UserEditedByAdmin of other fields', false, [{ type: 'UserEditedByAdmin', data: { userId, changes: { phone: '3330000000' }, by: adminId, at } }]],
      ['UserApproved', false, [approved]],
      ['UserActivated', false, [activated]],
      ['nothing', false, []],
    ])('%s: %s', (_name, expected, events) => {
      expect(endsAdminRights(events)).toBe(expected);
    });
  });

  describe('spec 5 "Change password" and "Reset password": password events', () => {
    it("ChangePassword via 'change' yields PasswordChanged", () => {
      spec
        .given(historyFor.active)
        .when({ type: 'ChangePassword', data: { userId, at: later, via: 'change' } })
        .then([{ type: 'PasswordChanged', data: { userId, via: 'change', at: later } }]);
    });

    it("ChangePassword via 'reset' (recovery link) yields PasswordChanged", () => {
      spec
        .given(historyFor.active)
        .when({ type: 'ChangePassword', data: { userId, at: later, via: 'reset' } })
        .then([{ type: 'PasswordChanged', data: { userId, via: 'reset', at: later } }]);
    });

    it('RequestPasswordReset yields PasswordResetRequested', () => {
      spec
        .given(historyFor.active)
        .when({ type: 'RequestPasswordReset', data: { userId, at: later } })
        .then([{ type: 'PasswordResetRequested', data: { userId, at: later } }]);
    });

    it('password events leave the state unchanged', () => {
      const before = fold(userDecider, historyFor.active);
      const after = fold(userDecider, [
        ...historyFor.active,
        { type: 'PasswordResetRequested', data: { userId, at } },
        { type: 'PasswordChanged', data: { userId, via: 'reset', at } },
      ]);
      expect(after).toEqual(before);
    });
  });

  describe('issue 47: the buyer declares its offset capacity per year (art. 121 c. 3 DL 34/2020)', () => {
    const activeBuyer: UserEvent[] = [registered({ isCedente: false, isCessionario: true }), approved];
    const years = [
      { year: 2027, amount: 150_000 },
      { year: 2026, amount: 80_000.5 },
    ];
    const declare = (input = years): UserCommand => ({ type: 'DeclareOffsetCapacity', data: { userId, at: later, years: input } });
    const declared = (input: { year: number; amount: number }[]): UserEvent => ({
      type: 'OffsetCapacityDeclared',
      data: { userId, years: input, by: userId, at: later },
    });
    const sorted = [years[1]!, years[0]!];

    it('a cessionario declares it, sorted by year; the state holds it', () => {
      spec
        .given(activeBuyer)
        .when(declare())
        .then([declared(sorted)]);
      expect(fold(userDecider, [...activeBuyer, declared(sorted)])).toMatchObject({ offsetCapacity: sorted });
    });

    it('the same declaration again appends nothing; an empty one withdraws it', () => {
      spec
        .given([...activeBuyer, declared(sorted)])
        .when(declare())
        .then([]);
      spec
        .given([...activeBuyer, declared(sorted)])
        .when(declare([]))
        .then([declared([])]);
    });

    it('a past year is refused (validation); a seller may not declare (forbidden)', () => {
      spec
        .given(activeBuyer)
        .when(declare([{ year: 2024, amount: 1 }]))
        .thenThrows(offsetCapacityMessages.years(2025, 2035), 'validation');
      spec.given(historyFor.active).when(declare()).thenThrows(offsetCapacityMessages.buyersOnly, 'forbidden');
    });
  });

  describe('issue 27: the buyer declares its kind, an admin verifies it', () => {
    const buyerProfile = { isCedente: false, isCessionario: true };
    const activeBuyer: UserEvent[] = [registered(buyerProfile), approved];
    const declare = (kind: BuyerKind, registerNumber: string | null, by: Actor = userId): UserCommand => ({
      type: 'DeclareBuyerKind',
      data: { userId, at: later, kind, registerNumber, by },
    });
    const declared = (kind: BuyerKind, registerNumber: string | null, by: Actor = userId, correntistaOf: number | null = null): BuyerKindDeclared => ({
      type: 'BuyerKindDeclared',
      data: { userId, kind, registerNumber, ...(correntistaOf === null ? {} : { correntistaOf }), by, at: later },
    });
    const verify = (by = adminId, seen: { kind: BuyerKind; registerNumber: string | null } = { kind: 'banca', registerNumber: '03069' }): UserCommand => ({
      type: 'VerifyBuyerKind',
      data: { userId, at: later, by, ...seen },
    });
    const verified: BuyerKindVerified = { type: 'BuyerKindVerified', data: { userId, kind: 'banca', registerNumber: '03069', by: adminId, at: later } };

    it('a registered user starts as an undeclared, unverified impresa', () => {
      expect(fold(userDecider, activeBuyer)).toMatchObject({ buyer: { kind: 'impresa', registerNumber: null, verified: false } });
    });

    it('a cessionario declares its kind, the register number in canonical form; the state holds it unverified', () => {
      spec
        .given(activeBuyer)
        .when(declare('assicurazione', ' a1234 '))
        .then([declared('assicurazione', 'A1234')]);
      expect(fold(userDecider, [...activeBuyer, declared('assicurazione', 'A1234')])).toMatchObject({
        buyer: { kind: 'assicurazione', registerNumber: 'A1234', verified: false },
      });
    });

    it('an admin may declare for the buyer', () => {
      spec
        .given(activeBuyer)
        .when(declare('banca', '03069', adminId))
        .then([declared('banca', '03069', adminId)]);
    });

    it('only a cessionario declares a kind (forbidden)', () => {
      spec.given(historyFor.active).when(declare('banca', '03069')).thenThrows(creditMessages.buyerKindOnlyCessionario, 'forbidden');
    });

    it('the declaration is checked: a bank needs its ABI code', () => {
      spec.given(activeBuyer).when(declare('banca', null)).thenThrows(creditMessages.registerNumberRequired('codice ABI, 5 cifre'), 'validation');
    });

    it('the same declaration again appends nothing, so a verification stays', () => {
      spec
        .given([...activeBuyer, declared('banca', '03069'), verified])
        .when(declare('banca', ' 03069 '))
        .then([]);
      spec.given(activeBuyer).when(declare('impresa', null)).then([]);
    });

    it('a new declaration resets the verification in the state', () => {
      const history = [...activeBuyer, declared('banca', '03069'), verified];
      expect(fold(userDecider, history)).toMatchObject({ buyer: { kind: 'banca', verified: true } });
      spec
        .given(history)
        .when(declare('banca', '01234'))
        .then([declared('banca', '01234')]);
      expect(fold(userDecider, [...history, declared('banca', '01234')])).toMatchObject({
        buyer: { kind: 'banca', registerNumber: '01234', verified: false },
      });
    });

    describe('issue 45: the bank the buyer holds a current account with (correntistaOf)', () => {
      const bankId = 77;
      const withBank = (kind: BuyerKind, registerNumber: string | null, correntistaOf: number | null): UserCommand => ({
        type: 'DeclareBuyerKind',
        data: { userId, at: later, kind, registerNumber, correntistaOf, by: userId },
      });

      it('is recorded with the declaration and folded into the state', () => {
        spec
          .given(activeBuyer)
          .when(withBank('impresa', null, bankId))
          .then([declared('impresa', null, userId, bankId)]);
        expect(fold(userDecider, [...activeBuyer, declared('impresa', null, userId, bankId)])).toMatchObject({ correntistaOf: bankId });
      });

      it('a new bank alone keeps the verification of the kind (only kind and register number are verified)', () => {
        const history = [...activeBuyer, declared('banca', '03069'), verified];
        spec
          .given(history)
          .when(withBank('banca', '03069', bankId))
          .then([declared('banca', '03069', userId, bankId)]);
        expect(fold(userDecider, [...history, declared('banca', '03069', userId, bankId)])).toMatchObject({
          buyer: { kind: 'banca', verified: true },
          correntistaOf: bankId,
        });
      });

      it('the same bank again appends nothing', () => {
        spec
          .given([...activeBuyer, declared('impresa', null, userId, bankId)])
          .when(withBank('impresa', null, bankId))
          .then([]);
      });

      it.each([
        ['not a positive integer', 0, creditMessages.correntistaOfInvalid],
        ['a fraction', 1.5, creditMessages.correntistaOfInvalid],
        ['the buyer itself', userId, creditMessages.correntistaOfSelf],
      ])('refused: %s (validation)', (_name, correntistaOf, message) => {
        spec
          .given(activeBuyer)
          .when(withBank('impresa', null, correntistaOf))
          .thenThrows(message, 'validation');
      });

      it('a declaration recorded before issue 45 (no correntistaOf) reads as none', () => {
        const old: BuyerKindDeclared = { type: 'BuyerKindDeclared', data: { userId, kind: 'banca', registerNumber: '03069', by: userId, at: later } };
        expect(fold(userDecider, [...activeBuyer, old])).toMatchObject({ correntistaOf: null });
      });
    });

    it('an admin verifies a declared qualified kind: BuyerKindVerified, and the state is verified', () => {
      const history = [...activeBuyer, declared('banca', '03069')];
      spec.given(history).when(verify()).then([verified]);
      expect(fold(userDecider, [...history, verified])).toMatchObject({ buyer: { kind: 'banca', registerNumber: '03069', verified: true } });
    });

    it('a kind that is not qualified has nothing to verify (conflict)', () => {
      spec
        .given(activeBuyer)
        .when(verify(adminId, { kind: 'impresa', registerNumber: null }))
        .thenThrows(creditMessages.verificationNotNeeded, 'conflict');
      spec
        .given([...activeBuyer, declared('pa', null)])
        .when(verify(adminId, { kind: 'pa', registerNumber: null }))
        .thenThrows(creditMessages.verificationNotNeeded, 'conflict');
    });

    it('a kind already verified is not verified again (conflict)', () => {
      spec
        .given([...activeBuyer, declared('banca', '03069'), verified])
        .when(verify())
        .thenThrows(creditMessages.alreadyVerified, 'conflict');
    });

    it('a declaration changed since the admin saw it is not verified unseen (conflict)', () => {
      spec
        .given([...activeBuyer, declared('banca', '03069'), declared('intermediario', '123')])
        .when(verify())
        .thenThrows(creditMessages.declarationChanged, 'conflict');
      spec
        .given([...activeBuyer, declared('banca', '03069')])
        .when(verify(adminId, { kind: 'banca', registerNumber: '01005' }))
        .thenThrows(creditMessages.declarationChanged, 'conflict');
    });

    it('an admin cannot verify its own qualification (forbidden): another admin must', () => {
      spec
        .given([...activeBuyer, declared('banca', '03069')])
        .when(verify(userId))
        .thenThrows(creditMessages.ownVerification, 'forbidden');
    });

    describe('RegisterUser with a buyer kind', () => {
      const bankDeclared = { type: 'BuyerKindDeclared', data: { userId, kind: 'banca', registerNumber: '03069', by: userId, at } } as const;

      it('a bank: BuyerKindDeclared follows UserRegistered', () => {
        spec
          .given([])
          .when(registerCommand({ ...buyerProfile, buyerKind: 'banca', registerNumber: '03069' }))
          .then([registered(buyerProfile), bankDeclared]);
      });

      it("with initialStatus 'active' it follows UserApproved", () => {
        spec
          .given([])
          .when(registerCommand({ ...buyerProfile, buyerKind: 'banca', registerNumber: '03069', initialStatus: 'active' }))
          .then([registered(buyerProfile), { type: 'UserApproved', data: { userId, by: 'system', at } }, bankDeclared]);
      });

      it('an impresa appends nothing more: it is the undeclared default', () => {
        spec
          .given([])
          .when(registerCommand({ ...buyerProfile, buyerKind: 'impresa', registerNumber: null }))
          .then([registered(buyerProfile)]);
      });

      it('a bank without its ABI code is refused, so nothing is registered', () => {
        spec
          .given([])
          .when(registerCommand({ ...buyerProfile, buyerKind: 'banca', registerNumber: '12' }))
          .thenThrows(creditMessages.registerNumberInvalid('codice ABI, 5 cifre'), 'validation');
      });
    });
  });

  describe('spec 5 "Data-change request": RequestDataChange', () => {
    it('a valid request yields DataChangeRequested', () => {
      const fieldsToChange = { companyName: 'Rossi S.p.A.', email: 'nuova@example.it' };
      spec
        .given(historyFor.active)
        .when(requestDataChange(fieldsToChange, 'Trasformazione societaria'))
        .then([{ type: 'DataChangeRequested', data: { userId, fieldsToChange, reason: 'Trasformazione societaria', at: later } }]);
    });

    it('every field of the profile form (companyName, vatNumber, legalRepName, phone, email, role) may be asked for', () => {
      const fieldsToChange = {
        companyName: 'Rossi S.p.A.',
        vatNumber: '10987654321',
        legalRepName: 'Luigi Rossi',
        phone: '3339999999',
        email: 'nuova@example.it',
        role: 'Cessionario',
      };
      spec
        .given(historyFor.active)
        .when(requestDataChange(fieldsToChange))
        .then([{ type: 'DataChangeRequested', data: { userId, fieldsToChange, reason: 'Cambio sede legale', at: later } }]);
    });

    it("at least one field: 'Seleziona almeno un campo da modificare'", () => {
      spec.given(historyFor.active).when(requestDataChange({})).thenThrows('Seleziona almeno un campo da modificare', 'validation');
    });

    it('a field outside the choosable ones is refused', () => {
      spec
        .given(historyFor.active)
        .when(requestDataChange({ username: 'luigi' }))
        .thenThrows(userMessages.dataChangeUnknownField, 'validation');
    });

    it("each new value non-empty: 'Valore obbligatorio'", () => {
      spec
        .given(historyFor.active)
        .when(requestDataChange({ phone: '' }))
        .thenThrows('Valore obbligatorio', 'validation');
    });

    it("a blank (whitespace only) new value: 'Valore obbligatorio'", () => {
      spec
        .given(historyFor.active)
        .when(requestDataChange({ companyName: 'Rossi S.p.A.', phone: '   ' }))
        .thenThrows('Valore obbligatorio', 'validation');
    });

    it("reason required: 'La motivazione è obbligatoria'", () => {
      spec
        .given(historyFor.active)
        .when(requestDataChange({ phone: '3339999999' }, ''))
        .thenThrows('La motivazione è obbligatoria', 'validation');
    });

    it("a blank (whitespace only) reason: 'La motivazione è obbligatoria'", () => {
      spec
        .given(historyFor.active)
        .when(requestDataChange({ phone: '3339999999' }, '  '))
        .thenThrows('La motivazione è obbligatoria', 'validation');
    });

    it('DataChangeRequested leaves the state unchanged (the administration applies it)', () => {
      const before = fold(userDecider, historyFor.active);
      const after = fold(userDecider, [
        ...historyFor.active,
        { type: 'DataChangeRequested', data: { userId, fieldsToChange: { phone: '3339999999' }, reason: 'x', at } },
      ]);
      expect(after).toEqual(before);
    });
  });
});
