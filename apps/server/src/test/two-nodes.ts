import { randomBytes } from 'node:crypto';
import { buildTestApp, type TestApp } from './build-test-app';

/**
 * Two apps on one Redis, as two nodes of one deployment, listening on loopback. Their realtime and
 * rate-limit keys are a run's own, so test files running in parallel never hear each other.
 */
export async function twoNodes(redisUrl: string): Promise<[TestApp, TestApp]> {
  const key = `arks-realtime-test-${randomBytes(4).toString('hex')}`;
  const options = {
    env: { REDIS_URL: redisUrl },
    realtime: { redisKey: key },
    rateLimit: { nameSpace: `${key}:rate:` },
  };
  const nodes = await Promise.all([buildTestApp(options), buildTestApp(options)]);
  await Promise.all(nodes.map((node) => node.app.listen({ port: 0, host: '127.0.0.1' })));
  return nodes as [TestApp, TestApp];
}
