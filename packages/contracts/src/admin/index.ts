export * from './staff';
export * from './members';
export * from './money';
export * from './providers';
export * from './content';
export * from './sites';
export * from './games';
export * from './third-party-login';
