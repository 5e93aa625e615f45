import type { PracticeRequest } from '@pratiche/contracts';
import { creditTypeKeys, creditTypes, practiceLimits, type CreditType } from '@pratiche/domain';
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
