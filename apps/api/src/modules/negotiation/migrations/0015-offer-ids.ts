import type { Migration } from '../../../infrastructure/database/migration';

/**
 * Offer ids (issue 29) come from a sequence, allocated before the decision: the API names the
 * offer in the command, and a refused command only skips a number.
 */
export const offerIdsMigration: Migration = {
  id: '0015-offer-ids',
  sql: 'CREATE SEQUENCE offer_id_seq',
};
