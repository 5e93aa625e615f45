import type { RataResponse } from '@pratiche/contracts';
import type { NegotiationParty } from '@pratiche/domain';
import type { CorrentistaPractice } from '../../../lib/correntista/correntista-route';

/**
 * What the panel needs of the practice its host shows (the seller's page, the buyer's dialog); the
 * buyer's read adds whether it may buy, which the correntista declaration of its offer reads (issue 45).
 */
export type NegotiatedPractice = { id: number; amount: number; rate: RataResponse[] } & Partial<Omit<CorrentistaPractice, 'rate'>>;

/**
 * The panel's props, as the app layer passes them from the host screen (features never import
 * one another). `onChanged` refreshes the host's own reads after a step.
 */
export type NegotiationPanelProps = { practice: NegotiatedPractice; party: NegotiationParty; onChanged?: () => void };
