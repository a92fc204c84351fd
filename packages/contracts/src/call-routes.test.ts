import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CALL_ROUTES_FILE, renderCallRoutes } from '../scripts/call-routes';
import * as contracts from './index';
import * as routes from './call-routes';

describe('call routes', () => {
  it('match the contracts (run `npm run contracts:routes` when this fails)', async () => {
    expect(readFileSync(CALL_ROUTES_FILE, 'utf8')).toBe(await renderCallRoutes());
  });

  it('load the contract they name', async () => {
    for (const [name, route] of Object.entries(routes)) {
      const contract = await route.contract();
      expect(contract).toBe(contracts[name as keyof typeof contracts]);
      expect({ ...route, contract: undefined }).toEqual({
        name: contract.name,
        method: contract.method,
        path: contract.path,
        auth: contract.auth,
        ...(contract.abortable === undefined ? {} : { abortable: contract.abortable }),
        contract: undefined,
      });
    }
  });
});
