export * from './staff';
export * from './members';
