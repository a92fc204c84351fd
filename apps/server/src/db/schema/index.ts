export * from './platform';
export * from './site';
export * from './session';
