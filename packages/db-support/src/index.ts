export { survivePoolErrors, type PoolLogger } from './pool-errors';
export { releaseWhenBeginFails } from './transactions';
