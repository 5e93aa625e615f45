import { rataLabelsOfIds } from '../credit/credit-schedule';
import { italianDay } from '../credit/italian-calendar';
import { isCalendarDay } from '../credit/platform-timings';
import { conflict, validationError } from '../shared/domain-error';
import { italianDate } from '../shared/italian-figures';
import { dueDiligenceMessages as m } from './due-diligence.messages';
import { reconfirmationPolicy } from './reconfirmation';

/** The Piattaforma extract a declaration rests on: the stored file and the SHA-256 of its bytes. */
export type DeclarationExtract = { filename: string; sha256: string };

/**
 * The seller's dated declaration (issue 45): at `asOf` (an Italian calendar day) the rate
 * `rataIds` are in the cassetto fiscale, not transferred, not chosen for offset; `text` is the
 * sentence the seller confirmed, word for word; `extract` the Piattaforma extract attached.
 */
export type ReconfirmationDeclaration = { asOf: string; rataIds: string[]; text: string; extract: DeclarationExtract };

const DAY_MS = 24 * 60 * 60 * 1000;

const daysBefore = (isoDay: string, days: number): string => new Date(Date.parse(`${isoDay}T00:00:00.000Z`) - days * DAY_MS).toISOString().slice(0, 10);

/**
 * The sentence the seller declares, the same in the modal, the event and the history. It states
 * what the Piattaforma Cessione Crediti shows the holder of each rata (Agenzia delle Entrate,
 * guide "La cessione dei crediti" and the Piattaforma's manual: the credits and their annual rate
 * are in the holder's cassetto fiscale) and that none was chosen for offset in F24, a choice that
 * is irrevocable for the rata (Provv. AdE 10/06/2022). A credit without rate (Credito IVA) is declared whole.
 */
export const declarationText = (asOf: string, rataIds: readonly string[]): string => {
  const date = italianDate(asOf);
  if (rataIds.length === 0)
    return `Dichiaro che alla data del ${date} il credito indicato è presente nel cassetto fiscale, non ceduto e non oggetto di scelta di compensazione.`;
  if (rataIds.length === 1)
    return `Dichiaro che alla data del ${date} la rata ${rataLabelsOfIds(rataIds)} indicata è presente nel cassetto fiscale, non ceduta e non oggetto di scelta di compensazione.`;
  return `Dichiaro che alla data del ${date} le rate ${rataLabelsOfIds(rataIds)} indicate sono presenti nel cassetto fiscale, non cedute e non oggetto di scelta di compensazione.`;
};

/**
 * The declaration's date: a real calendar day, not after today in Italy (a declaration speaks of
 * what the seller has seen on the Piattaforma, never of tomorrow) and not older than
 * `reconfirmationPolicy.declarationFreshDays` (the reason is beside the policy).
 */
export const checkedDeclarationDate = (asOf: string, at: string): string => {
  if (!isCalendarDay(asOf)) throw validationError(m.declarationDateInvalid);
  const today = italianDay(at);
  if (asOf > today) throw validationError(m.declarationDateFuture);
  if (asOf < daysBefore(today, reconfirmationPolicy.declarationFreshDays))
    throw validationError(m.declarationDateStale(reconfirmationPolicy.declarationFreshDays));
  return asOf;
};

/**
 * The rate declared: by default every rata still on sale (`onSale`, by id); any other id is refused,
 * since the seller can only vouch, with the extract, for what is still theirs to sell. Returned in
 * the schedule's order, each once. `hasRate` is false for a credit without rate: nothing to name.
 */
export const checkedDeclaredRate = (onSale: readonly { id: string }[], hasRate: boolean, requested: readonly string[] | null | undefined): string[] => {
  if (!hasRate) {
    if (requested && requested.length > 0) throw validationError(m.declaredRataNotOnSale(requested[0]!));
    return [];
  }
  const ids = onSale.map((r) => r.id);
  // Every rata expired, ceduta or chosen for offset: the credit is no longer on sale at all.
  if (ids.length === 0) throw conflict(m.noRataOnSale);
  if (requested === null || requested === undefined) return ids;
  const unknown = requested.find((id) => !ids.includes(id));
  if (unknown !== undefined) throw validationError(m.declaredRataNotOnSale(unknown));
  if (requested.length === 0) throw validationError(m.declaredRataRequired);
  return ids.filter((id) => requested.includes(id));
};
