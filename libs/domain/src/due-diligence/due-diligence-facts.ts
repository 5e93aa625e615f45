import { validationError } from '../shared/domain-error';
import { dueDiligenceMessages as m } from './due-diligence.messages';

/** Whether the credit is sold on a stato di avanzamento lavori or after the end of works. */
export const worksStages = ['sal', 'fine_lavori'] as const;
export type WorksStage = (typeof worksStages)[number];
export const worksStageLabels: Readonly<Record<WorksStage, string>> = { sal: 'SAL', fine_lavori: 'Fine lavori' };

/**
 * What the seller declares so the product knows which documents the credit needs (issue 28).
 * `worksAmount` is the amount of the works (not of the credit); `companyRegisteredOn` is the
 * registration date read on the seller's visura camerale, when given (a review signal).
 * Issue 46: `energyWorks`, the works include energy-efficiency works (Ecobonus works within a
 * Superbonus, thermal works of a Bonus Facciate, energy savings of a Bonus Casa), which need the
 * energy documents; `worksByHolder`, the works were done by a holder who is not the owner (a
 * tenant, a borrower), who needs the owner's consent.
 */
export type DueDiligenceFacts = {
  commonParts: boolean;
  worksAmount: number;
  ediliziaLibera: boolean;
  stage: WorksStage;
  sellerIsBank: boolean;
  companyRegisteredOn: string | null;
  energyWorks: boolean;
  worksByHolder: boolean;
};

/** The facts as the screens and the history name them. */
export const dueDiligenceFactLabels: Readonly<Record<keyof DueDiligenceFacts, string>> = {
  commonParts: 'Lavori su parti comuni condominiali',
  worksAmount: 'Importo dei lavori',
  ediliziaLibera: 'Edilizia libera',
  stage: 'Stato dei lavori',
  sellerIsBank: 'Il venditore è una banca o un intermediario',
  companyRegisteredOn: "Data di iscrizione dell'azienda",
  energyWorks: 'Lavori di efficientamento energetico',
  worksByHolder: 'Lavori eseguiti dal detentore (inquilino o comodatario), non dal proprietario',
};

/**
 * Facts of a practice recorded without any: private works, of the credit's amount, ended, sold by
 * a company. The facts of issue 46 default to false, so a practice recorded before them keeps the
 * list of documents it had.
 */
export const defaultDueDiligenceFacts = (amount: number): DueDiligenceFacts => ({
  commonParts: false,
  worksAmount: amount,
  ediliziaLibera: false,
  stage: 'fine_lavori',
  sellerIsBank: false,
  companyRegisteredOn: null,
  energyWorks: false,
  worksByHolder: false,
});

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar date as the forms send it (YYYY-MM-DD), not after `at`. */
export const checkedPastDate = (value: string, at: string, message: string): string => {
  if (!isoDate.test(value) || Number.isNaN(Date.parse(value)) || new Date(value).toISOString().slice(0, 10) !== value) throw validationError(message);
  if (value > at.slice(0, 10)) throw validationError(message);
  return value;
};

/** The facts of a submit or an edit: missing ones keep the practice's, else the defaults. */
export const checkedDueDiligenceFacts = (
  incoming: Partial<DueDiligenceFacts> | null | undefined,
  amount: number,
  at: string,
  previous?: DueDiligenceFacts,
): DueDiligenceFacts => {
  const facts = { ...(previous ?? defaultDueDiligenceFacts(amount)), ...(incoming ?? {}) };
  if (!Number.isFinite(facts.worksAmount) || facts.worksAmount < 0 || facts.worksAmount > 999_999_999) throw validationError(m.worksAmountInvalid);
  if (!(worksStages as readonly string[]).includes(facts.stage)) throw validationError(m.stageInvalid);
  const registered = facts.companyRegisteredOn ? checkedPastDate(facts.companyRegisteredOn, at, m.companyRegisteredOnInvalid) : null;
  return {
    commonParts: facts.commonParts === true,
    worksAmount: facts.worksAmount,
    ediliziaLibera: facts.ediliziaLibera === true,
    stage: facts.stage,
    sellerIsBank: facts.sellerIsBank === true,
    companyRegisteredOn: registered,
    energyWorks: facts.energyWorks === true,
    worksByHolder: facts.worksByHolder === true,
  };
};
