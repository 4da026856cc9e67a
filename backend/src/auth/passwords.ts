import { hash, parseOptions, verify, type Algorithm, type Version } from '@node-rs/argon2';

/**
 * OWASP Password Storage Cheat Sheet, argon2id with 19 MiB, 2 passes, 1 lane: about 30 ms per hash on a
 * server core, costly enough per guess offline, cheap enough that logins stay fast under load.
 */
export const PASSWORD_HASH_PARAMETERS = { memoryCost: 19_456, timeCost: 2, parallelism: 1, outputLen: 32 } as const;

// @node-rs/argon2 declares these as ambient const enums, which isolated modules cannot read at runtime.
const ARGON2ID = 2 as Algorithm;
const VERSION_0x13 = 1 as Version;

/**
 * Unicode has several byte sequences for the same visible text ("é" composed or decomposed); NIST SP
 * 800-63B asks to normalise so a password typed on another device or keyboard still matches.
 */
const normalise = (plain: string) => plain.normalize('NFKC');

/** An argon2id PHC string (`$argon2id$v=19$m=...`) with a fresh random salt, ready to store. */
export function hashPassword(plain: string): Promise<string> {
  return hash(normalise(plain), { ...PASSWORD_HASH_PARAMETERS, algorithm: ARGON2ID, version: VERSION_0x13 });
}

let dummyHash: Promise<string> | undefined;

/**
 * Whether `plain` matches `storedHash`. With no stored hash (unknown account, or one without a password)
 * it still spends the time of a real check against a dummy hash, so response times do not reveal which
 * accounts exist. A stored value that is not an argon2 hash throws: that is corrupt data, not a wrong
 * password.
 */
export async function verifyPassword(storedHash: string | null, plain: string): Promise<boolean> {
  if (storedHash === null) {
    dummyHash ??= hashPassword('not a password of anyone');
    await verify(await dummyHash, normalise(plain));
    return false;
  }
  return verify(storedHash, normalise(plain));
}

/**
 * True when `storedHash` was made with other parameters than today's (older, weaker settings or another
 * algorithm): after a successful login, hash the password again and store the new hash.
 */
export function needsRehash(storedHash: string): boolean {
  if (!storedHash.startsWith('$argon2id$')) return true;
  const used = parseOptions(storedHash);
  return (
    used.algorithm !== ARGON2ID ||
    used.version !== VERSION_0x13 ||
    used.memoryCost !== PASSWORD_HASH_PARAMETERS.memoryCost ||
    used.timeCost !== PASSWORD_HASH_PARAMETERS.timeCost ||
    used.parallelism !== PASSWORD_HASH_PARAMETERS.parallelism ||
    used.outputLen !== PASSWORD_HASH_PARAMETERS.outputLen
  );
}
