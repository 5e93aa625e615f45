// Public surface of the contracts library.
export * from './shared/api-messages';
export * from './shared/api-routes';
export * from './shared/query-numbers';
export * from './user/user.schemas';
export * from './user/admin-users.schemas';
export * from './practice/practice.schemas';
export * from './notifications/live-channel.schemas';
export * from './wallet/wallet.schemas';
export * from './marketplace/marketplace.schemas';
export * from './audit/audit.schemas';
export * from './marketplace/marketplace-page.schemas';
export * from './notifications/notification-centre.schemas';
export * from './practice/practice-timeline.schemas';
export * from './wallet/wallet-ledger.schemas';
export * from './user/data-change-requests.schemas';
export * from './credit/credit-terms.schemas';
export * from './due-diligence/due-diligence.schemas';
