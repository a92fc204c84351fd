import { describe, expect, it } from 'vitest';
import { DEVELOPMENT_HOUSE_SECRET, loadHouseConfig } from './config';
import { DEV_FRAME_ANCESTORS } from './security-headers';

const DATABASE_URL = 'postgres://house@db.internal/house';
const PRODUCTION = {
  NODE_ENV: 'production',
  DATABASE_URL,
  HOUSE_GAMES_SECRET: 'a standalone house secret',
  HOUSE_GAMES_PUBLIC_URL: 'https://games.example',
};

describe('loadHouseConfig', () => {
  it('runs on a developer machine with only a database: port 3001 and the public development secret', () => {
    expect(loadHouseConfig({ DATABASE_URL })).toEqual({
      port: 3001,
      host: '0.0.0.0',
      databaseUrl: DATABASE_URL,
      logLevel: 'info',
      secret: DEVELOPMENT_HOUSE_SECRET,
      publicUrl: 'http://localhost:3001',
      frameAncestors: DEV_FRAME_ANCESTORS,
    });
    expect(loadHouseConfig({ DATABASE_URL, PORT: '4100' }).publicUrl).toBe('http://localhost:4100');
  });

  it('always needs a database, and says so by name', () => {
    expect(() => loadHouseConfig({})).toThrow(/DATABASE_URL: must be set/);
    expect(() => loadHouseConfig({ DATABASE_URL: '' })).toThrow(/DATABASE_URL/);
  });

  it('takes production with its own secret and public address', () => {
    expect(loadHouseConfig(PRODUCTION)).toMatchObject({
      secret: 'a standalone house secret',
      publicUrl: 'https://games.example',
    });
  });

  it('refuses a missing, public or short HOUSE_GAMES_SECRET in production', () => {
    expect(() => loadHouseConfig({ ...PRODUCTION, HOUSE_GAMES_SECRET: '' })).toThrow(
      /HOUSE_GAMES_SECRET: must be set to a non-default secret in production/,
    );
    expect(() => loadHouseConfig({ ...PRODUCTION, HOUSE_GAMES_SECRET: DEVELOPMENT_HOUSE_SECRET })).toThrow(
      /HOUSE_GAMES_SECRET: must be set to a non-default secret/,
    );
    expect(() => loadHouseConfig({ ...PRODUCTION, HOUSE_GAMES_SECRET: 'too-short' })).toThrow(
      /HOUSE_GAMES_SECRET: must be at least 16 characters/,
    );
  });

  it('needs the public address in production, since launch answers send browsers there', () => {
    expect(() => loadHouseConfig({ ...PRODUCTION, HOUSE_GAMES_PUBLIC_URL: '' })).toThrow(
      /HOUSE_GAMES_PUBLIC_URL: must be set in production/,
    );
    expect(() => loadHouseConfig({ ...PRODUCTION, HOUSE_GAMES_PUBLIC_URL: 'games.example' })).toThrow(
      /HOUSE_GAMES_PUBLIC_URL: must be an http\(s\) URL/,
    );
  });

  it('refuses a frame-ancestors entry that is not an origin when it reads the configuration', () => {
    expect(() =>
      loadHouseConfig({ ...PRODUCTION, HOUSE_GAMES_FRAME_ANCESTORS: "https://a.example; script-src 'self'" }),
    ).toThrow(/HOUSE_GAMES_FRAME_ANCESTORS/);
  });

  it('names every problem at once, and a bad port', () => {
    expect(() => loadHouseConfig({ NODE_ENV: 'production' })).toThrow(
      /DATABASE_URL.*HOUSE_GAMES_SECRET.*HOUSE_GAMES_PUBLIC_URL/,
    );
    expect(() => loadHouseConfig({ DATABASE_URL, PORT: 'eighty' })).toThrow(/PORT/);
  });
});
