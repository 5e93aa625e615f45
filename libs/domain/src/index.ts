// Public surface of the domain library, one line per module.
export * from './shared/decider';
export * from './shared/domain-error';
export * from './shared/canonical-names';
export * from './user/user.events';
export * from './user/user.commands';
export * from './user/user.messages';
export * from './user/user.state';
export * from './user/user.decide';
export * from './practice/practice.catalogue';
export * from './practice/practice.events';
export * from './practice/practice.commands';
export * from './practice/practice.messages';
export * from './practice/practice.state';
export * from './practice/practice.decide';
export * from './wallet/wallet.events';
export * from './wallet/wallet.state';
