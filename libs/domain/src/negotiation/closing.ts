/**
 * The closing of an accepted offer: the transfer happens on the Agenzia delle Entrate's platform,
 * not here, so the product records each party's step there, in this order.
 */
export const closingSteps = ['comunicazione', 'accettazione', 'pagamento'] as const;
export type ClosingStep = (typeof closingSteps)[number];

export type NegotiationParty = 'seller' | 'buyer';

/** Who ticks each step: the seller communicates the transfer, the buyer accepts it, the seller confirms the price arrived. */
export const closingStepActor: Readonly<Record<ClosingStep, NegotiationParty>> = {
  comunicazione: 'seller',
  accettazione: 'buyer',
  pagamento: 'seller',
};

export const closingStepLabels: Readonly<Record<ClosingStep, string>> = {
  comunicazione: "Comunicazione della cessione sulla piattaforma dell'Agenzia delle Entrate",
  accettazione: "Accettazione del credito dal cessionario sulla piattaforma dell'Agenzia delle Entrate",
  pagamento: 'Prezzo ricevuto dal cedente',
};

export type ClosingTick = { by: number; at: string };

/** An open closing: the accepted offer's terms and the steps ticked so far. */
export type Closing = {
  offerId: number;
  buyerId: number;
  amount: number;
  rate: number[];
  openedAt: string;
  /** The Agenzia's protocol of the transfer communication, once the seller recorded it. */
  protocol: string | null;
  ticks: Partial<Record<ClosingStep, ClosingTick>>;
};

/** The first step not ticked yet; null once all are. */
export const nextClosingStep = (closing: Pick<Closing, 'ticks'>): ClosingStep | null => closingSteps.find((step) => !closing.ticks[step]) ?? null;
