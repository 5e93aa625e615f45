import type { UserResponse } from '@pratiche/contracts';

/**
 * What the wallet screens need to know about the signed-in person. The app layer passes it in
 * (features never import one another), with a callback that refreshes the session user after
 * credits change.
 */
export type WalletUser = Pick<UserResponse, 'id' | 'walletBalance' | 'isAdmin' | 'status'>;

export type WalletScreenProps = { user: WalletUser; onCreditsChanged: () => void };
