import type { PracticeRequest } from '@pratiche/contracts';
import { creditTypeKeys, creditTypes, practiceLimits, proposeSchedule, type CreditHolder, type CreditType, type TransferChain } from '@pratiche/domain';
import type { SeedRandom } from './seed-random';

/** Face values in euro that are usual for each credit type (a condominium's Superbonus runs to millions). */
const amountRange: Record<CreditType, [number, number]> = {
  SUPERBONUS_110: [40_000, 2_500_000],
  SISMA_BONUS: [30_000, 900_000],
  BONUS_FACCIATE: [15_000, 400_000],
  BONUS_PATRIMONIO: [5_000, 150_000],
  CREDITO_IVA: [10_000, 1_200_000],
};

const documentNames: Record<'societari' | 'fiscali', readonly string[]> = {
  societari: ['visura-camerale.pdf', 'atto-costitutivo.pdf', 'durc.pdf', 'documento-identita-legale-rappresentante.pdf'],
  fiscali: ['asseverazione-tecnica.pdf', 'computo-metrico.pdf', 'fatture-lavori.pdf', 'visto-di-conformita.pdf', 'cila-superbonus.pdf'],
};

/** Every type in turn, so any run of five practices holds all of them. */
export const practiceDetails = (random: SeedRandom, index: number): PracticeRequest => {
  const type = creditTypeKeys[index % creditTypeKeys.length]!;
  const [min, max] = amountRange[type];
  const codes = creditTypes[type].tributeCodes;
  return {
    type,
    year: new Date().getFullYear() + random.int(0, practiceLimits.yearsAhead),
    amount: Math.round((min + random.next() * (max - min)) * 100) / 100,
    discount: random.int(500, 3000) / 100,
    isTraceable: random.chance(0.85),
    tributeCode: codes.length ? random.pick(codes) : null,
    numSites: type === 'SUPERBONUS_110' ? random.int(1, 40) : random.int(1, 8),
  };
};

const qualifiedHolders: readonly CreditHolder[] = ['banca', 'intermediario', 'assicurazione'];

/**
 * Issue 27: most credits are still with their first holder (the beneficiary, or the supplier who
 * gave the discount on the invoice); one in ten (all approved) is past the free transfer, for
 * qualified buyers only; one in fifty has had its three qualified transfers and is held by a
 * bank, which may sell to its business customers. None that nobody may buy: it could not be approved.
 */
export const transferChainFor = (random: SeedRandom, index: number): TransferChain => {
  if (index % 50 === 7) return { freeTransferUsed: true, qualifiedTransfers: 3, holder: 'banca' };
  if (index % 10 === 8) {
    const qualifiedTransfers = random.int(0, 2);
    const holders = qualifiedTransfers === 0 ? [...qualifiedHolders, 'impresa' as const] : qualifiedHolders;
    return { freeTransferUsed: true, qualifiedTransfers, holder: random.pick(holders) };
  }
  return { freeTransferUsed: false, qualifiedTransfers: 0, holder: random.chance(0.4) ? 'fornitore' : 'beneficiario' };
};

/**
 * The schedule the form proposes for the type (equal yearly rate), with the rate codes the
 * Agenzia delle Entrate gives ('R' and digits) when `withCodes`: approval needs them.
 */
export const scheduleFor = (random: SeedRandom, details: PracticeRequest, withCodes: boolean) =>
  proposeSchedule(details.type as CreditType, details.year, details.amount).map((rata, i) => ({
    ...rata,
    code: withCodes ? `R${random.digits(9)}${i}` : null,
  }));

/** One or two company papers and one or two tax papers. */
export const documentsFor = (random: SeedRandom) => ({
  societari: pickDistinct(random, documentNames.societari, random.int(1, 2)),
  fiscali: pickDistinct(random, documentNames.fiscali, random.int(1, 2)),
});

const pickDistinct = (random: SeedRandom, names: readonly string[], count: number) => {
  const start = random.int(0, names.length - 1);
  return Array.from({ length: count }, (_, i) => names[(start + i) % names.length]!);
};

export const reviewComments = {
  integration: "Manca l'asseverazione tecnica firmata dal professionista: caricarla per completare la verifica.",
  rejection: "Documentazione non coerente con l'importo del credito dichiarato.",
  approval: 'Documentazione completa e verificata.',
} as const;
