import path from 'node:path';
import { createAnalystLogin, listAnalystLogins, revokeAnalystLogin, ANALYST_CONNECTION_LIMIT } from './adminAnalysts';
import { OperatorError, type AdminDeps } from './adminCommands';

export const ANALYST_USAGE = `  analyst create <name> [--reason "..."]    a read-only PostgreSQL login for the analytics schema;
      prints its password and connection string once
  analyst revoke <name> [--reason "..."]    drops it and ends its open sessions
  analyst list                              the analyst logins and their open sessions`;

/** `npm run admin -- analyst <create|revoke|list> [name]`: what each prints; the password only at creation. */
export async function runAnalystCommand(
  deps: AdminDeps,
  positionals: readonly string[],
  reason: string | undefined,
  io: { out: (line: string) => void; operator: string },
): Promise<void> {
  const [command, login] = positionals;
  if (command === 'list' && positionals.length === 1) {
    const { group, logins } = await listAnalystLogins(deps);
    io.out(`${group}: ${logins.length} analyst login${logins.length === 1 ? '' : 's'}`);
    const width = Math.max(0, ...logins.map((row) => row.login.length));
    for (const row of logins) {
      io.out(`  ${row.login.padEnd(width)}  ${row.sessions} open session${row.sessions === 1 ? '' : 's'}`);
    }
    return;
  }
  if ((command !== 'create' && command !== 'revoke') || !login || positionals.length !== 2) {
    throw new OperatorError(
      2,
      `Usage: npm run admin -- analyst create|revoke <name>, or analyst list\n${ANALYST_USAGE}`,
    );
  }
  const who = { operator: io.operator, reason: reason?.trim() || `analyst login ${command}d from the command line` };
  if (command === 'revoke') {
    const revoked = await revokeAnalystLogin(deps, { ...who, login });
    const sessions = `${revoked.sessionsEnded} open session${revoked.sessionsEnded === 1 ? '' : 's'} ended`;
    io.out(`Analyst login ${login} dropped (${sessions}), recorded by ${io.operator}.`);
    return;
  }
  const created = await createAnalystLogin(deps, { ...who, login });
  io.out(`Analyst login ${login} created in ${created.group}, recorded by ${io.operator}.`);
  io.out('Its password is shown this once and kept nowhere (the database keeps only a SCRAM hash of it):');
  io.out(`  password:          ${created.password}`);
  io.out(`  connection string: ${created.connectionString}`);
  io.out(
    `It reads the analytics schema only (docs/analytics.md), at most ${ANALYST_CONNECTION_LIMIT} sessions at once, ` +
      `with these session defaults: ${created.settings.join(', ')}.`,
  );
  if (!deps.config.DATABASE_URL) {
    // The embedded cluster takes a free port at each start (postgres/embedded.ts), so the one above lasts until then.
    const pidFile = path.join(deps.config.DATA_DIR, 'postgres', 'postmaster.pid');
    io.out(
      'The embedded PostgreSQL listens on this machine only and takes a new port at each start: ' +
        `after a restart, the port is line 4 of ${pidFile}.`,
    );
  }
}
