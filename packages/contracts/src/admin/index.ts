export * from './staff';
export * from './members';
export * from './money';
