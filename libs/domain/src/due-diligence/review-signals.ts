import { formatEuroAmount } from '../shared/italian-figures';
import { documentTypes } from './document-types';
import type { DueDiligence } from './due-diligence';
import type { DueDiligenceFacts } from './due-diligence-facts';
import { worksThresholds } from './required-documents';

/** A warning in the admin's review dialog: never blocking, always saying why. */
export type ReviewSignal = { code: 'documents_missing' | 'discount_outlier' | 'reconfirmation_overdue' | 'young_company'; message: string };

export type ReviewSignalInput = {
  dueDiligence: DueDiligence;
  discount: number;
  /** Discounts of the approved practices of the same credit type. */
  peerDiscounts: number[];
  reconfirmationOverdue: boolean;
  facts: DueDiligenceFacts;
  submittedAt: string;
};

/** Fewer approved peers than this say nothing about what a usual discount is. */
const MIN_PEERS = 5;

/** Linear interpolation between closest ranks (the R-7 default, like PostgreSQL's percentile_cont). */
export const quantile = (sorted: number[], q: number): number => {
  const position = (sorted.length - 1) * q;
  const low = Math.floor(position);
  const high = Math.ceil(position);
  return sorted[low] + (sorted[high] - sorted[low]) * (position - low);
};

const percent = (value: number) => `${value.toLocaleString('it-IT', { maximumFractionDigits: 2 })}%`;

const missingSignal = ({ dueDiligence }: ReviewSignalInput): ReviewSignal[] => {
  const missing = dueDiligence.checklist.filter((item) => item.status === 'missing' || item.status === 'rejected' || item.status === 'stale');
  if (missing.length === 0) return [];
  const why = { missing: 'non caricato', rejected: 'rifiutato', stale: 'scaduto' } as const;
  const list = missing.map((item) => `${documentTypes[item.docType].label} (${why[item.status as keyof typeof why]})`).join('; ');
  return [{ code: 'documents_missing', message: `Documenti richiesti mancanti o scaduti: ${list}` }];
};

/** Outside median ± 2 interquartile ranges of the approved practices of the same type. */
const discountSignal = ({ discount, peerDiscounts }: ReviewSignalInput): ReviewSignal[] => {
  if (peerDiscounts.length < MIN_PEERS) return [];
  const sorted = [...peerDiscounts].sort((a, b) => a - b);
  const median = quantile(sorted, 0.5);
  const iqr = quantile(sorted, 0.75) - quantile(sorted, 0.25);
  if (Math.abs(discount - median) <= 2 * iqr) return [];
  return [
    {
      code: 'discount_outlier',
      message: `Sconto del ${percent(discount)} lontano dalla mediana del ${percent(median)} delle ${sorted.length} pratiche approvate dello stesso tipo (scarto interquartile ${percent(iqr)})`,
    },
  ];
};

const reconfirmationSignal = ({ reconfirmationOverdue }: ReviewSignalInput): ReviewSignal[] =>
  reconfirmationOverdue
    ? [{ code: 'reconfirmation_overdue', message: 'Il venditore non riconferma da oltre 30 giorni che il credito è nel suo cassetto fiscale' }]
    : [];

const YEAR_MS = 365.25 * 24 * 60 * 60 * 1000;

/** A company registered less than a year before submitting works above 70,000 euro has little history for them. */
const youngCompanySignal = ({ facts, submittedAt }: ReviewSignalInput): ReviewSignal[] => {
  if (facts.companyRegisteredOn === null || facts.worksAmount <= worksThresholds.ccnl) return [];
  if (Date.parse(submittedAt) - Date.parse(facts.companyRegisteredOn) >= YEAR_MS) return [];
  return [
    {
      code: 'young_company',
      message: `Azienda iscritta il ${new Date(facts.companyRegisteredOn).toLocaleDateString('it-IT', { timeZone: 'UTC' })}, meno di un anno prima della pratica, per lavori di ${formatEuroAmount(facts.worksAmount)}`,
    },
  ];
};

export const reviewSignals = (input: ReviewSignalInput): ReviewSignal[] => [
  ...missingSignal(input),
  ...discountSignal(input),
  ...reconfirmationSignal(input),
  ...youngCompanySignal(input),
];
