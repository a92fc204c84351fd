export * from './platform';
export * from './site';
export * from './session';
export * from './member';
export * from './member-center';
export * from './register-extras';
export * from './staff';
export * from './ledger';
