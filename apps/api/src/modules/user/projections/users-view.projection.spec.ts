import { foldRows } from '../../../infrastructure/projections/fold-projection';
import { recordedLog } from '../../../infrastructure/projections/recorded-log.spec-helper';
import { usersViewProjection } from './users-view.projection';

const at = (minute: number) => new Date(Date.UTC(2026, 2, 2, 9, minute)).toISOString();
const visura = { originalName: 'visura.pdf', filename: 'a1.pdf' };

/** A log of users' and wallets' events, each call one event of `userId`'s stream (or its wallet's). */
const userLog = () => {
  const record = recordedLog();
  let minute = 0;
  const user = (userId: number, type: string, data: Record<string, unknown> = {}) => record(`user-${userId}`, type, { userId, at: at(++minute), ...data });
  const wallet = (userId: number, type: string, credits: number, data: Record<string, unknown> = {}) =>
    record(`wallet-${userId}`, type, { userId, at: at(++minute), credits, ...data });
  const register = (userId: number, profile: Record<string, unknown> = {}) =>
    user(userId, 'UserRegistered', {
      username: `utente${userId}`,
      companyName: `Azienda ${userId} S.r.l.`,
      vatNumber: `0000000000${userId}`,
      legalRepName: 'Mario Rossi',
      phone: '3331234567',
      email: `utente${userId}@example.it`,
      isCedente: false,
      isCessionario: true,
      isAdmin: false,
      businessDocument: visura,
      registeredAt: at(0),
      ...profile,
    });
  return { user, wallet, register };
};

describe('users_view: one row per registered user, folded from its account and wallet events', () => {
  it('a registration opens a pending row with the profile, no balance, impresa unverified, 2FA off', () => {
    const { register } = userLog();
    expect(foldRows(usersViewProjection, [register(5)])).toEqual([
      {
        id: 5,
        username: 'utente5',
        companyName: 'Azienda 5 S.r.l.',
        vatNumber: '00000000005',
        legalRepName: 'Mario Rossi',
        phone: '3331234567',
        email: 'utente5@example.it',
        isCedente: false,
        isCessionario: true,
        isAdmin: false,
        status: 'pending',
        walletBalance: 0,
        businessDocument: visura,
        createdAt: at(0),
        buyerKind: 'impresa',
        registerNumber: null,
        buyerVerified: false,
        buyerVerifiedAt: null,
        buyerVerifiedBy: null,
        twoFactorEnabled: false,
        correntistaOf: null,
        tradingProfile: null,
        tradingDocuments: [],
        offsetCapacity: [],
        walletVersion: 0,
      },
    ]);
  });

  it('status changes: approved, blocked and activated again; rejected', () => {
    const { user, register } = userLog();
    const statuses = (events: ReturnType<typeof user>[]) => foldRows(usersViewProjection, events).map((row) => [row.id, row.status]);
    expect(statuses([register(1), user(1, 'UserApproved', { by: 9 })])).toEqual([[1, 'active']]);
    expect(statuses([register(1), user(1, 'UserApproved', { by: 9 }), user(1, 'UserBlocked', { by: 9 })])).toEqual([[1, 'blocked']]);
    expect(statuses([register(1), user(1, 'UserBlocked', { by: 9 }), user(1, 'UserActivated', { by: 9 })])).toEqual([[1, 'active']]);
    expect(statuses([register(1), user(1, 'UserRejected', { by: 9 })])).toEqual([[1, 'rejected']]);
  });

  it("an admin's edit changes the fields it names and leaves the others", () => {
    const { user, register } = userLog();
    const [row] = foldRows(usersViewProjection, [
      register(3),
      user(3, 'UserEditedByAdmin', { by: 9, changes: { email: 'nuova@example.it', isCedente: true, phone: undefined } }),
    ]);
    expect(row).toMatchObject({ email: 'nuova@example.it', isCedente: true, isCessionario: true, phone: '3331234567', username: 'utente3' });
  });

  it("the buyer's offset capacity (issue 47): each declaration replaces the one before, an empty one withdraws it", () => {
    const { user, register } = userLog();
    const years = [{ year: 2027, amount: 150_000 }];
    const declared = [
      register(5),
      user(5, 'OffsetCapacityDeclared', { years: [{ year: 2026, amount: 1 }], by: 5 }),
      user(5, 'OffsetCapacityDeclared', { years, by: 5 }),
    ];
    expect(foldRows(usersViewProjection, declared)[0]!.offsetCapacity).toEqual(years);
    expect(foldRows(usersViewProjection, [...declared, user(5, 'OffsetCapacityDeclared', { years: [], by: 5 })])[0]!.offsetCapacity).toEqual([]);
  });

  it('the business document: attached replaces it, removed clears it', () => {
    const { user, register } = userLog();
    const nuova = { originalName: 'nuova.docx', filename: 'b2.docx' };
    const attached = [register(2), user(2, 'BusinessDocumentAttached', { document: nuova, by: 9 })];
    expect(foldRows(usersViewProjection, attached)[0]!.businessDocument).toEqual(nuova);
    const removed = [...attached, user(2, 'BusinessDocumentRemoved', { filename: 'b2.docx', by: 9 })];
    expect(foldRows(usersViewProjection, removed)[0]!.businessDocument).toBeNull();
  });

  it('the balance adds purchases, test credits and admin additions, and takes off spending and reversals', () => {
    const { wallet, register } = userLog();
    const rows = foldRows(usersViewProjection, [
      register(4),
      register(6),
      wallet(4, 'CreditsPurchased', 250, { price: '349.90', packageId: 'premium', paymentId: 'pi_1', checkoutSessionId: 'cs_1' }),
      wallet(4, 'CreditsAdded', 50, { by: 4, method: 'simulation' }),
      wallet(4, 'CreditsAdded', 10, { by: 1, method: 'pin' }),
      wallet(4, 'CreditsSpent', 100, { practiceId: 7, accessType: 'exclusive', hours: 48 }),
      wallet(4, 'CreditsReversed', 30, { reason: 'refund', paymentId: 'pi_1', checkoutSessionId: 'cs_1' }),
      wallet(6, 'CreditsAdded', 5, { by: 1, method: 'pin' }),
    ]);
    expect(rows.map((row) => [row.id, row.walletBalance])).toEqual([
      [4, 250 + 50 + 10 - 100 - 30],
      [6, 5],
    ]);
  });

  it("the wallet's version (issue 48): after any sequence it is the wallet stream's last version, WalletFlagged included, and user events leave it", () => {
    const { user, wallet, register } = userLog();
    const owed = { reason: 'dispute', paymentId: 'pi_1', checkoutSessionId: 'cs_1', creditsOwed: 40 };
    const log = [
      register(4),
      wallet(4, 'CreditsPurchased', 100, { price: '149.90', packageId: 'base', paymentId: 'pi_1', checkoutSessionId: 'cs_1' }),
      wallet(4, 'CreditsSpent', 60, { practiceId: 7, accessType: 'base', hours: null }),
      wallet(4, 'CreditsReversed', 40, { reason: 'dispute', paymentId: 'pi_1', checkoutSessionId: 'cs_1' }),
      wallet(4, 'WalletFlagged', 0, owed),
      user(4, 'UserApproved', { by: 9 }),
    ];
    const lastWalletVersion = Math.max(...log.filter((e) => e.streamId === 'wallet-4').map((e) => e.streamVersion));
    expect(lastWalletVersion).toBe(4);
    expect(foldRows(usersViewProjection, log).map((row) => [row.walletBalance, row.walletVersion])).toEqual([[0, lastWalletVersion]]);
    expect(foldRows(usersViewProjection, log.slice(0, 4)).map((row) => row.walletVersion)).toEqual([3]);
    expect(foldRows(usersViewProjection, [register(5)]).map((row) => row.walletVersion)).toEqual([0]);
  });

  it('a deleted user has no row, and its later wallet events bring none back', () => {
    const { user, wallet, register } = userLog();
    const rows = foldRows(usersViewProjection, [
      register(1),
      register(2),
      wallet(2, 'CreditsAdded', 10, { by: 1, method: 'pin' }),
      user(2, 'UserDeleted', { by: 1 }),
      wallet(2, 'CreditsReversed', 10, { reason: 'dispute', paymentId: 'pi_2', checkoutSessionId: 'cs_2' }),
    ]);
    expect(rows.map((row) => row.id)).toEqual([1]);
  });

  it('the buyer kind: declared unverified, verified by an admin, and a new declaration undoes the verification', () => {
    const { user, register } = userLog();
    const declared = [register(8), user(8, 'BuyerKindDeclared', { kind: 'banca', registerNumber: '03069', by: 8 })];
    const verified = [...declared, user(8, 'BuyerKindVerified', { kind: 'banca', registerNumber: '03069', by: 1 })];
    const redeclared = [...verified, user(8, 'BuyerKindDeclared', { kind: 'intermediario', registerNumber: '123', by: 8 })];
    const qualification = (events: typeof declared) => {
      const { buyerKind, registerNumber, buyerVerified, buyerVerifiedAt, buyerVerifiedBy } = foldRows(usersViewProjection, events)[0]!;
      return { buyerKind, registerNumber, buyerVerified, buyerVerifiedAt, buyerVerifiedBy };
    };
    const unverified = { buyerVerified: false, buyerVerifiedAt: null, buyerVerifiedBy: null };
    expect(qualification(declared)).toEqual({ buyerKind: 'banca', registerNumber: '03069', ...unverified });
    expect(qualification(verified)).toEqual({
      buyerKind: 'banca',
      registerNumber: '03069',
      buyerVerified: true,
      buyerVerifiedAt: verified[2]!.data.at,
      buyerVerifiedBy: 1,
    });
    expect(qualification(redeclared)).toEqual({ buyerKind: 'intermediario', registerNumber: '123', ...unverified });
  });

  it('the correntista bank (issue 45): declared with the kind; naming only a new bank keeps the verification of the same kind', () => {
    const { user, register } = userLog();
    const verified = [
      register(9),
      user(9, 'BuyerKindDeclared', { kind: 'impresa', registerNumber: null, by: 9 }),
      user(9, 'BuyerKindVerified', { kind: 'impresa', registerNumber: null, by: 1 }),
    ];
    const withBank = [...verified, user(9, 'BuyerKindDeclared', { kind: 'impresa', registerNumber: null, correntistaOf: 42, by: 9 })];
    const row = foldRows(usersViewProjection, withBank)[0]!;
    expect([row.correntistaOf, row.buyerVerified, row.buyerVerifiedBy]).toEqual([42, true, 1]);
    const newKind = foldRows(usersViewProjection, [...withBank, user(9, 'BuyerKindDeclared', { kind: 'banca', registerNumber: '03069', by: 9 })])[0]!;
    expect([newKind.correntistaOf, newKind.buyerVerified, newKind.buyerVerifiedBy]).toEqual([null, false, null]);
  });

  it('two-factor sign-in: on when enabled, off when disabled or reset by an admin', () => {
    const { user, register } = userLog();
    const twoFactor = (events: ReturnType<typeof user>[]) => foldRows(usersViewProjection, events)[0]!.twoFactorEnabled;
    const enabled = [register(3), user(3, 'TwoFactorEnabled')];
    expect(twoFactor(enabled)).toBe(true);
    expect(twoFactor([...enabled, user(3, 'TwoFactorDisabled')])).toBe(false);
    expect(twoFactor([...enabled, user(3, 'TwoFactorReset', { by: 1 })])).toBe(false);
    expect(twoFactor([...enabled, user(3, 'TwoFactorReset', { by: 1 }), user(3, 'TwoFactorEnabled')])).toBe(true);
  });

  it('events of a user never registered (or another user) leave no row', () => {
    const { user, wallet, register } = userLog();
    const rows = foldRows(usersViewProjection, [register(1), user(2, 'UserApproved', { by: 1 }), wallet(3, 'CreditsAdded', 10, { by: 1, method: 'pin' })]);
    expect(rows.map((row) => [row.id, row.status, row.walletBalance])).toEqual([[1, 'pending', 0]]);
  });
});
