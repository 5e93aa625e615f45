import { allMigrations } from './app.migrations';

describe('the migrations the app runs', () => {
  it('keep the ids and the order existing databases applied them in (an applied id never changes)', () => {
    expect(allMigrations.map((migration) => migration.id)).toEqual([
      '0001-event-store',
      '0002-accounts',
      '0003-canonical-names',
      '0004-personal-data-keys',
      '0005-session-lifetimes',
      '0006-practices',
      '0007-shared-rate-limits',
      '0008-admin-search-indexes',
      '0009-isolated-units',
      '0010-practice-access-log',
      '0011-unclaimed-uploads-by-uploader',
      '0012-drop-isolated-units',
      '0014-notification-centre',
      '0015-offer-ids',
      '0016-event-hash-chain',
      '0017-checkpoint-sequence',
      '0018-saved-searches',
      '0019-two-factor',
      '0019-two-factor-cap',
      '0021-upload-fingerprints',
      '0022-drop-saved-search-match-queue',
      '0023-drop-wallets-and-status-counts',
    ]);
  });
});
