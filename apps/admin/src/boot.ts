import { z } from 'zod';
import { cspNonce, stampStyleNonces } from './lib/csp-nonce';

// Runs before anything renders (main.tsx imports it first).
// zod would probe for eval (new Function) to compile its parsers; the console's CSP forbids eval,
// and the probe would be reported as a violation on every page load.
z.config({ jitless: true });

const nonce = cspNonce();
if (nonce) stampStyleNonces(nonce);
