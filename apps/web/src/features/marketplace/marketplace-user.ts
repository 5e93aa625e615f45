import type { MyPractice } from '@pratiche/contracts';
import type { ComponentType } from 'react';

/**
 * What the buyer's screens need about the signed-in person, passed in by the app layer
 * (features never import one another): whether the account is active (spec 2 'Account non
 * attivo'), whether an admin (spec 2 search by seller), and a callback that refreshes the
 * session user (its wallet balance) after a purchase.
 */
export type MarketplaceUser = { id: number; isAdmin: boolean; active: boolean; walletBalance: number };
/** Issue 29's 'Trattativa' panel for the buyer's exclusive practice, passed in by the app layer too. */
export type NegotiationPanelSlot = ComponentType<{ practice: MyPractice; party: 'buyer'; onChanged?: () => void }>;
export type MarketplaceScreenProps = { user: MarketplaceUser; onCreditsChanged: () => void; NegotiationPanel: NegotiationPanelSlot };
