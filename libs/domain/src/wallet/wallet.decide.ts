import { assertNever, type Decider } from '../shared/decider';
import { forbidden, validationError } from '../shared/domain-error';
import type { WalletCommand } from './wallet.commands';
import type { WalletEvent } from './wallet.events';
import { maxCreditsPerAddition, simulatedCreditAmounts, walletMessages } from './wallet.messages';
import { evolveWallet, initialWalletState, type WalletState } from './wallet.state';

/** Spec 5 "Add credits (admin)": a whole number above zero; the test buttons only 20 or 50 (spec 9). */
const checkAddition = (credits: number, method: 'pin' | 'simulation') => {
  if (!Number.isInteger(credits) || credits <= 0) throw validationError(walletMessages.invalidAmount);
  if (credits > maxCreditsPerAddition) throw validationError(walletMessages.amountTooLarge);
  if (method === 'simulation' && !(simulatedCreditAmounts as readonly number[]).includes(credits)) {
    throw validationError(walletMessages.simulatedAmount);
  }
};

/**
 * Four eyes on credits: an admin's PIN adds credits only to someone else's wallet (the test
 * buttons of the simulated provider credit the admin's own wallet on purpose).
 */
export const checkCreditTarget = (adminId: number, userId: number, method: 'pin' | 'simulation') => {
  if (method === 'pin' && adminId === userId) throw forbidden(walletMessages.ownAccount);
};

/**
 * The wallet's own commands. Purchases come from checkouts (checkout.decide.ts) and spending from
 * the marketplace's purchase decider; both append to the same `wallet-{userId}` stream.
 */
export const decideWallet = (command: WalletCommand, _state: WalletState): WalletEvent[] => {
  switch (command.type) {
    case 'AddCredits': {
      const { userId, credits, by, method, at } = command.data;
      checkAddition(credits, method);
      checkCreditTarget(by, userId, method);
      return [{ type: 'CreditsAdded', data: { userId, at, credits, by, method } }];
    }
    default:
      return assertNever(command.type);
  }
};

export const walletDecider: Decider<WalletState, WalletCommand, WalletEvent> = {
  decide: decideWallet,
  evolve: evolveWallet,
  initialState: initialWalletState,
};
