import { undeclaredBuyer, type BuyerQualification, type UserStatus } from '@pratiche/domain';
import { companyProfile, type CompanyProfile } from './italian-companies';
import type { SeedCommands } from './seed-commands';
import type { SeedRandom } from './seed-random';

/** The password of every seeded account; the two demo accounts below are printed with it. */
export const demoPassword = 'Demo-Pratiche-2026!';

/** Fixed usernames, so a newcomer (and a bench) can sign in, and a second seed can tell it already ran. */
export const demoUsernames = { seller: 'demo.cedente', buyer: 'demo.cessionario' } as const;

export type SeedAccount = {
  id: number;
  profile: CompanyProfile;
  isCedente: boolean;
  isCessionario: boolean;
  /** Where the account ends; 'blocked' accounts trade first and are blocked at the end. */
  finalStatus: UserStatus;
  /** What the buyer declared (issue 27): the purchases go only to buyers the chain allows. */
  buyer: BuyerQualification;
};

/**
 * Issue 27: the demo buyer is a bank (ABI code) the admin verified, so it may buy credits after
 * their free transfer; the next buyer-only company declared itself a financial intermediary and
 * waits for verification (the admin users tab has one to verify). The others are companies.
 */
const declaredBuyers: Readonly<Record<number, BuyerQualification>> = {
  1: { kind: 'banca', registerNumber: '03069', verified: true },
  4: { kind: 'intermediario', registerNumber: '31415', verified: false },
};

const declareBuyer = async (commands: SeedCommands, id: number, index: number, adminId: number): Promise<BuyerQualification> => {
  const buyer = declaredBuyers[index];
  if (!buyer) return undeclaredBuyer();
  await commands.declareBuyerKind(id, buyer.kind, buyer.registerNumber);
  if (buyer.verified) await commands.verifyBuyerKind(id, adminId, buyer.kind, buyer.registerNumber);
  return buyer;
};

/** Roughly one account in eight ends pending, rejected or blocked (at least one each from 6 accounts). */
const finalStatusOf = (index: number, count: number): UserStatus => {
  const inactive = count >= 6 ? Math.max(3, Math.round(count * 0.12)) : 0;
  const fromEnd = count - 1 - index;
  if (fromEnd >= inactive) return 'active';
  return (['pending', 'rejected', 'blocked'] as const)[fromEnd % 3]!;
};

/** Account 0 the demo seller, 1 the demo buyer; then sellers, buyers and companies that are both. */
const rolesOf = (index: number) => {
  if (index === 0) return { isCedente: true, isCessionario: false };
  if (index === 1) return { isCedente: false, isCessionario: true };
  return { isCedente: index % 3 !== 1, isCessionario: index % 3 !== 0 };
};

const profileOf = (random: SeedRandom, index: number): CompanyProfile => {
  const profile = companyProfile(random, index);
  if (index === 0) return { ...profile, username: demoUsernames.seller, companyName: 'Edilizia Demo Cedente S.r.l.', email: 'cedente@demo.pratiche.it' };
  if (index === 1)
    return { ...profile, username: demoUsernames.buyer, companyName: 'Investimenti Demo Cessionario S.p.A.', email: 'cessionario@demo.pratiche.it' };
  return profile;
};

/**
 * Registers `count` companies through the sign-up command (each hashes its password, as a real
 * sign-up does) and has the admin approve or reject them. Blocking waits for `blockAccounts`.
 */
export const registerAccounts = async (commands: SeedCommands, random: SeedRandom, count: number, adminId: number): Promise<SeedAccount[]> => {
  const accounts: SeedAccount[] = [];
  for (let index = 0; index < count; index++) {
    const profile = profileOf(random, index);
    const roles = rolesOf(index);
    const id = await commands.register({ ...profile, ...roles, password: demoPassword });
    const finalStatus = finalStatusOf(index, count);
    if (finalStatus !== 'pending') await commands.setStatus(id, finalStatus === 'rejected' ? 'rejected' : 'active', adminId);
    const buyer = roles.isCessionario && finalStatus === 'active' ? await declareBuyer(commands, id, index, adminId) : undeclaredBuyer();
    accounts.push({ id, profile, ...roles, finalStatus, buyer });
  }
  return accounts;
};

/** The accounts that trade during the seed: active now (the ones to block included). */
export const tradingAccounts = (accounts: readonly SeedAccount[]) => accounts.filter((a) => a.finalStatus === 'active' || a.finalStatus === 'blocked');

export const blockAccounts = async (commands: SeedCommands, accounts: readonly SeedAccount[], adminId: number) => {
  for (const account of accounts.filter((a) => a.finalStatus === 'blocked')) await commands.setStatus(account.id, 'blocked', adminId);
};
