import type { HoldingResponse, HoldingsResponse } from '@pratiche/contracts';
import { isRataExpired, offsetLimitTexts, wholeCreditRataId, type OffsetCapacityExcess } from '@pratiche/domain';

/**
 * 'I miei crediti' (issue 45) as the page reads it: which tags a rata carries, which rate may
 * still be chosen for offset, and the words of each cell. The rules are the domain's
 * (libs/domain/src/negotiation/holdings.ts); the server decides again on every choice.
 */

type Holding = Pick<HoldingResponse, 'practiceId' | 'offerId' | 'rataId' | 'year' | 'offsetChosen' | 'transferable' | 'boundByRule75'>;

export type HoldingTag = { key: string; label: string; color: string };

export const rule75TagLabel = 'Regola del 75% (DL 39/2024)';

/**
 * 'In compensazione' once the buyer chose to offset it (it can no longer be transferred), else
 * 'Cedibile' or 'Non cedibile'; and the 75 rule's tag for a rata bought under it.
 */
export function holdingTags(holding: Holding): HoldingTag[] {
  const state: HoldingTag = holding.offsetChosen
    ? { key: 'state', label: 'In compensazione', color: 'blue' }
    : holding.transferable
      ? { key: 'state', label: 'Cedibile', color: 'green' }
      : { key: 'state', label: 'Non cedibile', color: 'default' };
  return holding.boundByRule75 ? [state, { key: 'rule75', label: rule75TagLabel, color: 'orange' }] : [state];
}

/**
 * Where a rata stands for the offset choice at `at`: already chosen, past its year (Italian time:
 * unused by its 31 December it is lost, and the server refuses the choice), or still open.
 */
export function offsetStanding(holding: Holding, at: string): 'chosen' | 'expired' | 'open' {
  if (holding.offsetChosen) return 'chosen';
  return isRataExpired(holding.year, at) ? 'expired' : 'open';
}

/** A rata whose offset may still be chosen: not chosen yet, and its year not over. */
export const canChooseOffset = (holding: Holding, at: string): boolean => offsetStanding(holding, at) === 'open';

/**
 * The rata as a buyer names it: its year, with the id when the id says more than the year (the 75
 * rule's '2026-3', a second rata of a year); a Credito IVA is held whole.
 */
export function rataText(holding: Pick<HoldingResponse, 'rataId' | 'year'>): string {
  if (holding.rataId === wholeCreditRataId) return `${holding.year} (credito intero)`;
  return holding.rataId === String(holding.year) ? String(holding.year) : `${holding.year} (rata ${holding.rataId})`;
}

/** The Piattaforma's code in clear; '—' when none was declared or the 75 rule re-split the rata. */
export const codeText = (code: string | null): string => code ?? '—';

/** The practice as the list names it: the server's title, or its number when the title is blank. */
export const practiceText = (holding: Pick<HoldingResponse, 'practiceId' | 'practiceTitle'>): string =>
  holding.practiceTitle.trim() || `Pratica #${holding.practiceId}`;

/** Where the practice's dossier is: the buyer's 'Pratiche acquistate' with its dialog open. */
export const practiceDossierPath = (practiceId: number): string => `/marketplace/my-practices?practice=${practiceId}`;

/** A row's key: a practice's rata, in the deal that transferred it. */
export const holdingKey = (holding: Holding): string => `${holding.practiceId}/${holding.offerId}/${holding.rataId}`;

type OffsetTarget = Pick<HoldingResponse, 'practiceId' | 'practiceTitle' | 'rataId' | 'year'>;

/** The confirmation of the offset choice: it cannot be undone and the rata leaves the market. */
export function offsetConfirmation(holding: OffsetTarget): { title: string; description: string } {
  return {
    title: `Comunicare la scelta di compensazione per la rata ${rataText(holding)}?`,
    description: `La scelta è irrevocabile: la rata di «${practiceText(holding)}» sarà utilizzata in compensazione (F24) e non sarà più cedibile. ${offsetLimitTexts.noOverdueRuoli}`,
  };
}

/** The button's accessible name: which rata of which practice it is for. */
export const offsetButtonLabel = (holding: OffsetTarget): string =>
  `Comunica scelta di compensazione per la rata ${rataText(holding)} di «${practiceText(holding)}»`;

export const holdingsIntro =
  'Ogni rata acquisita con una chiusura completata sulla Piattaforma Cessione Crediti. La scelta di utilizzarla in compensazione è irrevocabile: dopo, la rata non è più cedibile.';

export const offsetCapacityIntro =
  "Quanto puoi utilizzare in compensazione (F24) in ciascun anno. Una rata si usa solo nel suo anno e la quota non utilizzata è persa (art. 121 c. 3 D.L. 34/2020): gli anni oltre la capacità sono segnalati qui, e prima di un'esclusiva o di un'offerta.";

/** The years whose rate pass the declared capacity, as the domain's warning reads them (issue 47). */
export const yearsBeyondCapacity = (totals: HoldingsResponse['totalsByYear']): OffsetCapacityExcess[] =>
  totals.flatMap((total) =>
    total.beyondCapacity && total.offsetCapacity !== null ? [{ year: total.year, capacity: total.offsetCapacity, total: total.amount }] : [],
  );

export const noHoldingsText = 'Non hai ancora crediti acquisiti: compaiono qui quando una chiusura è completata.';
