import { assertNever } from '../shared/decider';
import type { WalletEvent } from './wallet.events';

/** A wallet is its balance; it exists from the first event (an empty stream is a balance of 0). */
export type WalletState = { balance: number };

export const initialWalletState = (): WalletState => ({ balance: 0 });

export function evolveWallet(state: WalletState, event: WalletEvent): WalletState {
  switch (event.type) {
    case 'CreditsPurchased':
    case 'CreditsAdded':
      return { balance: state.balance + event.data.credits };
    case 'CreditsSpent':
    case 'CreditsReversed':
      return { balance: state.balance - event.data.credits };
    case 'WalletFlagged':
      return state;
    default:
      return assertNever(event);
  }
}
