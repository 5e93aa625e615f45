import type { Migration } from '../../infrastructure/database/migration';
import { offerIdsMigration } from './migrations/0015-offer-ids';

/** The negotiation module's schema changes, in id order. */
export const negotiationMigrations: readonly Migration[] = [offerIdsMigration];
