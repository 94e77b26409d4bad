import { hash, verify, type Options } from '@node-rs/argon2';

// OWASP's Argon2id baseline: 19 MiB, 2 passes, 1 lane. (Algorithm.Argon2id is the const enum
// value 2, which cannot be imported under verbatimModuleSyntax.)
const options: Options = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

// A hash of nothing anyone knows, verified when the e-mail is unknown, so that a wrong e-mail
// and a wrong password take the same time and an attacker cannot tell which addresses exist.
let decoy: Promise<string> | undefined;

export async function verifyPassword(passwordHash: string | null | undefined, password: string): Promise<boolean> {
  if (!passwordHash) {
    decoy ??= hashPassword(crypto.randomUUID());
    await verify(await decoy, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}
