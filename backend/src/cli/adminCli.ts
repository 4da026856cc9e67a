import { parseArgs } from 'node:util';
import { catalogue, GENDERS, type Gender } from '@annuaire/shared';
import { loadConfig } from '../config';
import { openCore } from '../runtime/core';
import { ANALYST_USAGE, runAnalystCommand } from './adminAnalystCommand';
import { changeStaffRole, createAdministrator, OperatorError, osOperator, type AdminDeps } from './adminCommands';
import { readFirstLine } from './stdin';

const USAGE = `Usage: npm run admin -- <command>
  create <username> <email> [--gender ${GENDERS.join('|')}] [--reason "..."]
      creates an administrator; the password is read from stdin when piped (first line),
      else a one-time link to choose it is printed (valid 2 hours)
  grant <username> <role> --reason "..."     makes the user admin, moderator or advertiser
  revoke <username> <role> --reason "..."    takes the staff role back (the user becomes a client)
${ANALYST_USAGE}
Exit codes: 0 done, 2 usage or invalid input, 3 unknown user or analyst, 4 conflict (username or email taken,
role not held, PostgreSQL role exists), 5 the database refused (its role lacks CREATEROLE or a privilege).`;

/** What one command does, given its storage; separate from `runAdminCli` so tests run it in-process. */
export async function runAdminCommand(
  deps: AdminDeps,
  argv: readonly string[],
  io: { readPassword: () => Promise<string | null>; out: (line: string) => void; operator: string },
): Promise<void> {
  const { values, positionals } = parseArgs({
    args: [...argv],
    allowPositionals: true,
    options: { reason: { type: 'string' }, gender: { type: 'string' } },
  });
  const [command, who, what] = positionals;
  if (command === 'analyst') return runAnalystCommand(deps, positionals.slice(1), values.reason, io);
  if (!who || !what || positionals.length !== 3) throw new OperatorError(2, USAGE);
  if (command === 'create') {
    const gender = (values.gender ?? 'woman') as Gender;
    if (!GENDERS.includes(gender)) throw new OperatorError(2, `Unknown gender ${gender}; one of ${GENDERS.join(', ')}`);
    const created = await createAdministrator(deps, {
      username: who,
      email: what,
      password: await io.readPassword(),
      gender,
      operator: io.operator,
      reason: values.reason ?? 'first administrator, created from the command line',
    });
    io.out(`Administrator ${created.username} created (${created.userId}).`);
    if (created.passwordLink) {
      io.out(`Open this link within 2 hours to choose the password (it works once):\n  ${created.passwordLink}`);
    }
    return;
  }
  if (command !== 'grant' && command !== 'revoke') throw new OperatorError(2, USAGE);
  if (!values.reason || values.reason.trim().length < 3) {
    throw new OperatorError(2, `--reason "..." is required (3 characters or more): role changes are recorded with it`);
  }
  const change = await changeStaffRole(deps, {
    username: who,
    role: what,
    grant: command === 'grant',
    operator: io.operator,
    reason: values.reason.trim(),
  });
  io.out(
    change.changed
      ? `${who}: ${change.from} -> ${change.to}, recorded by ${io.operator}.`
      : `${who} is already ${change.to}; nothing recorded.`,
  );
}

/** `npm run admin -- ...` against the embedded default, or DATABASE_URL / EVENTSTORE_URL. */
export async function runAdminCli(argv: readonly string[]): Promise<number> {
  if (argv.length === 0 || argv[0] === '--help') {
    console.error(USAGE);
    return argv.length === 0 ? 2 : 0;
  }
  const config = loadConfig();
  const core = await openCore(config, catalogue, (message) => console.error(`[admin] ${message}`));
  try {
    const deps = { db: core.db, store: core.store, config, now: () => new Date(), databaseUrl: core.databaseUrl };
    await runAdminCommand(deps, argv, {
      // A piped password (a secret manager, a script) is read; at a terminal it is never asked for, so
      // it cannot land in the shell history or on screen: the reset link is printed instead.
      readPassword: () => (process.stdin.isTTY ? Promise.resolve(null) : readFirstLine(process.stdin)),
      out: (line) => console.log(line),
      operator: osOperator(),
    });
    return 0;
  } catch (error) {
    if (error instanceof OperatorError) {
      console.error(error.message);
      return error.exitCode;
    }
    throw error;
  } finally {
    await core.close();
  }
}
