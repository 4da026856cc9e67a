import { createHash, createHmac, pbkdf2Sync, randomBytes } from 'node:crypto';

/** 24 random bytes (192 bits) in base64url: strong, and safe as is inside a connection string. */
export const newAnalystPassword = (): string => randomBytes(24).toString('base64url');

/** PostgreSQL's own default (`scram_iterations`), so the verifier is the one `\password` would store. */
const SCRAM_ITERATIONS = 4096;

/**
 * The SCRAM-SHA-256 verifier of a password, in the form `CREATE ROLE … PASSWORD` stores as is (RFC 5803, as
 * libpq's PQencryptPasswordConn makes it): the clear password never reaches the server, so neither its log
 * (`log_statement`) nor `pg_stat_activity` can show it. Our passwords are ASCII, which SASLprep leaves unchanged.
 */
export function scramVerifier(password: string, salt: Buffer = randomBytes(16)): string {
  const salted = pbkdf2Sync(password, salt, SCRAM_ITERATIONS, 32, 'sha256');
  const clientKey = createHmac('sha256', salted).update('Client Key').digest();
  const storedKey = createHash('sha256').update(clientKey).digest();
  const serverKey = createHmac('sha256', salted).update('Server Key').digest();
  return (
    `SCRAM-SHA-256$${SCRAM_ITERATIONS}:${salt.toString('base64')}` +
    `$${storedKey.toString('base64')}:${serverKey.toString('base64')}`
  );
}

/**
 * The product's own connection string with the analyst's login and password instead of the product's: same host,
 * port, database and parameters (`sslmode`, …), so it reaches what the product reaches.
 */
export function analystConnectionString(databaseUrl: string, login: string, password: string): string {
  const url = new URL(databaseUrl);
  url.username = login;
  url.password = password;
  return url.toString();
}
