import { assertNever, type Decider, type DomainCommand } from '../shared/decider';
import { conflict, forbidden, notFound } from '../shared/domain-error';
import type { UserEvent } from './user.events';
import { userMessages } from './user.messages';

/** Italian texts of the two-factor rules; the contracts' `twoFactorMessages` reuse them. */
export const twoFactorRuleMessages = {
  alreadyEnabled: 'La verifica in due passaggi è già attiva',
  notEnabled: 'La verifica in due passaggi non è attiva',
  selfReset: 'Non puoi reimpostare la tua verifica in due passaggi: disattivala dal tuo profilo',
} as const;

type Stamp = { userId: number; at: string };
/** The user confirmed a new secret with a code (the API checked the code). */
export type EnableTwoFactor = DomainCommand<'EnableTwoFactor', Stamp>;
/** The user turned it off with password and code (the API checked both). */
export type DisableTwoFactor = DomainCommand<'DisableTwoFactor', Stamp>;
/** An admin (`by`) turned a user's second factor off, for a user who lost the device and the codes. */
export type ResetTwoFactor = DomainCommand<'ResetTwoFactor', Stamp & { by: number }>;
export type TwoFactorCommand = EnableTwoFactor | DisableTwoFactor | ResetTwoFactor;

/** What the user stream says of two-factor sign-in: whether the account exists and whether it is on. */
export type TwoFactorState = { account: 'none' | 'registered' | 'deleted'; enabled: boolean };

export const evolveTwoFactor = (state: TwoFactorState, event: UserEvent): TwoFactorState => {
  switch (event.type) {
    case 'UserRegistered':
      return { account: 'registered', enabled: false };
    case 'UserDeleted':
    case 'UserPersonalDataErased':
      return { account: 'deleted', enabled: false };
    case 'TwoFactorEnabled':
      return { ...state, enabled: true };
    case 'TwoFactorDisabled':
    case 'TwoFactorReset':
      return { ...state, enabled: false };
    default:
      return state;
  }
};

/**
 * On once, off once: enabling twice or turning off what is off is a conflict (two tabs, a double
 * click), and an admin resets another account only: their own goes through their profile, with
 * password and code, so a stolen admin session cannot strip the admin's own second factor.
 */
export const decideTwoFactor = (command: TwoFactorCommand, state: TwoFactorState): UserEvent[] => {
  if (state.account !== 'registered') throw notFound(userMessages.notFound);
  const { userId, at } = command.data;
  switch (command.type) {
    case 'EnableTwoFactor':
      if (state.enabled) throw conflict(twoFactorRuleMessages.alreadyEnabled);
      return [{ type: 'TwoFactorEnabled', data: { userId, at } }];
    case 'DisableTwoFactor':
      if (!state.enabled) throw conflict(twoFactorRuleMessages.notEnabled);
      return [{ type: 'TwoFactorDisabled', data: { userId, at } }];
    case 'ResetTwoFactor':
      if (command.data.by === userId) throw forbidden(twoFactorRuleMessages.selfReset);
      if (!state.enabled) throw conflict(twoFactorRuleMessages.notEnabled);
      return [{ type: 'TwoFactorReset', data: { userId, by: command.data.by, at } }];
    default:
      return assertNever(command);
  }
};

/** A decider over the user stream that reads only its two-factor events (as `dataChangeRequestsDecider`). */
export const twoFactorDecider: Decider<TwoFactorState, TwoFactorCommand, UserEvent> = {
  decide: decideTwoFactor,
  evolve: evolveTwoFactor,
  initialState: () => ({ account: 'none', enabled: false }),
};
