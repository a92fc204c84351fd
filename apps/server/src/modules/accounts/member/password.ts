import { hash, verify } from '@node-rs/argon2';

/** OWASP argon2id parameters: 19 MiB memory, 2 iterations, 1 lane. */
const PARAMS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (plain: string) => hash(plain, PARAMS);

// Verified when the account does not exist, so unknown accounts take as long as wrong passwords.
let dummyHash: Promise<string> | null = null;

export async function verifyPassword(storedHash: string | null, plain: string): Promise<boolean> {
  if (storedHash === null) {
    dummyHash ??= hashPassword('not-a-real-password-0');
    await verify(await dummyHash, plain);
    return false;
  }
  return verify(storedHash, plain);
}
