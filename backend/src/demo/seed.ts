import { randomUUID } from 'node:crypto';
import { waitForProjections } from '@annuaire/projections';
import type { EventMetadata, Gender, Role } from '@annuaire/shared';
import { registerUser } from '../accounts/register';
import { findAccountByIdentifier } from '../accounts/repository';
import type { ApiDependencies } from '../api/dependencies';
import { hashPassword } from '../auth/passwords';
import { runCreditCommand } from '../credits/commands';
import { runUserCommand } from '../users/commands';
import { seedStaffContentDemo } from './staffContent';

export const DEMO_PASSWORD = 'demo-password';

/** The demo accounts of the README: one per role, plus a libertine member. */
export const DEMO_ACCOUNTS: ReadonlyArray<{ username: string; role: Role; gender: Gender; libertine?: true }> = [
  { username: 'admin', role: 'admin', gender: 'woman' },
  { username: 'moderator', role: 'moderator', gender: 'man' },
  { username: 'advertiser', role: 'advertiser', gender: 'woman' },
  { username: 'client', role: 'client', gender: 'man' },
  { username: 'escort', role: 'escort', gender: 'woman' },
  { username: 'libertine', role: 'client', gender: 'woman', libertine: true },
];

const systemMetadata = (reason: string): EventMetadata => ({
  actorId: null,
  actorRole: 'system',
  impersonatorId: null,
  correlationId: randomUUID(),
  causationId: null,
  reason,
  at: new Date().toISOString(),
});

/**
 * Creates the demo accounts once (skipped when `admin` exists). Every change goes through the same
 * commands as real use, so the demo data replays and audits like any other.
 */
export async function seedDemoAccounts(deps: Pick<ApiDependencies, 'db' | 'store' | 'now'>): Promise<boolean> {
  if (await findAccountByIdentifier(deps.db, 'admin')) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  for (const account of DEMO_ACCOUNTS) {
    const userId = randomUUID();
    const metadata = systemMetadata('demo data');
    // A libertine member is an escort switched to client (docs/product.md §4 sets the flag on that switch).
    const role = account.libertine ? 'escort' : account.role;
    const append = await registerUser(
      deps,
      {
        userId,
        username: account.username,
        email: `${account.username}@demo.local`,
        passwordHash,
        role,
        gender: account.gender,
      },
      metadata,
    );
    await waitForProjections(deps.db, ['users'], append.position);
    if (account.libertine) await runUserCommand(deps, userId, { type: 'SwitchRole' }, metadata);
    if (account.role === 'escort') {
      await runUserCommand(deps, userId, { type: 'Approve' }, metadata);
      await runCreditCommand(deps, userId, { type: 'Deposit', credits: 60, notify: false }, metadata);
    }
  }
  await seedStaffContentDemo(deps);
  return true;
}
