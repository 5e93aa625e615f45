import type { PracticeRata } from '../credit/credit-schedule';
import { pricePer100 } from '../credit/implied-yield';
import { rataOnSale } from '../credit/rata-eligibility';
import { dueDiligenceMessages } from '../due-diligence/due-diligence.messages';
import { netPrice } from '../marketplace/marketplace.catalogue';
import { creditTypes, type CreditType } from '../shared/catalogue';
import { formatEuroAmount } from '../shared/italian-figures';

/** What an alert mail tells of a practice (issue 46): its terms as the card shows them, and its 6-bis standing. */
export type AlertPractice = {
  type: CreditType;
  amount: number;
  discount: number;
  rate: readonly PracticeRata[];
  cededRate: readonly string[];
  sixBisComplete: boolean;
};

const per100 = (value: number) => value.toFixed(2).replace('.', ',');

/** The rate still on sale at `at` by id (an original rata's is its year); a credit without rate (Credito IVA) is sold whole by deed. */
const rateText = (practice: AlertPractice, at: string) => {
  if (practice.rate.length === 0) return 'credito unico, senza rate';
  const ids = rataOnSale(practice, at).map((r) => r.id);
  if (ids.length === 0) return 'nessuna rata in vendita';
  return `${ids.length === 1 ? 'rata' : 'rate'} ${ids.join(', ')}`;
};

/**
 * One line of terms for a saved search's alert and 'Avvisami' (issue 46), so the reader judges the
 * practice from the mail: type, amount, price per 100 euro of credit, the rate on sale, and
 * whether its art. 121 c. 6-bis documentation is complete.
 * "Superbonus 110 · 100.000,00 € · 90,00 € ogni 100 € · rate 2027, 2028 · Documentazione 6-bis completa"
 */
export const alertTermsLine = (practice: AlertPractice, at: string): string =>
  [
    creditTypes[practice.type].label,
    formatEuroAmount(practice.amount),
    `${per100(pricePer100(practice.amount, netPrice(practice.amount, practice.discount)))} € ogni 100 €`,
    rateText(practice, at),
    practice.sixBisComplete ? dueDiligenceMessages.sixBisComplete : 'Documentazione 6-bis incompleta',
  ].join(' · ');
