import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONFIG_DOCS, loadConfig, repoRoot, ZConfig } from './config';

describe('loadConfig', () => {
  it('defaults to port 3000 on all interfaces with the embedded database', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ PORT: 3000, HOST: '0.0.0.0', DEFAULT_SITE_ID: 1, TRUST_PROXY: false });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.REDIS_URL).toBeUndefined();
  });

  it('resolves data and web paths from the repository, not the working directory', () => {
    const config = loadConfig({});
    expect(repoRoot).toBe(path.resolve(__dirname, '../../..'));
    expect(config.DATA_DIR).toBe(path.join(repoRoot, 'data'));
    expect(config.WEB_DIST).toBe(path.join(repoRoot, 'apps/web/dist'));
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', REDIS_URL: '' }).DATABASE_URL).toBeUndefined();
  });

  it('reads TRUST_PROXY as a flag, a hop count or an address list', () => {
    expect(loadConfig({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8' }).TRUST_PROXY).toBe('10.0.0.0/8');
  });

  it('refuses nonsense with a message naming the variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
  });

  it('documents every variable it reads', () => {
    expect(Object.keys(CONFIG_DOCS).sort()).toEqual(Object.keys(ZConfig.shape).sort());
  });
});
