import { randomUUID } from 'node:crypto';
import { waitForProjections } from '@annuaire/projections';
import { streams, type Gender, type LogPosition, type ProfileChanges, type Role } from '@annuaire/shared';
import { registerUser } from '../backend/src/accounts/register';
import { handleCommand } from '../backend/src/domain/commandHandler';
import { systemMetadata } from '../backend/src/domain/metadata';
import { userDecider, type UserCommand } from '../backend/src/users/decider';
import type { TestApi } from './api';

const metadata = (now: Date) => systemMetadata(now);

export interface ProfileSpec {
  readonly username: string;
  readonly role?: Role;
  readonly gender?: Gender;
  readonly changes?: ProfileChanges;
  /** Approve the profile (escorts start pending). Default true. */
  readonly approved?: boolean;
  readonly commands?: readonly UserCommand[];
}

/**
 * Builds profiles the way members and staff would (register, then commands), without waiting for read
 * models after each step; `settle` waits once for all of them.
 */
export function directoryFixture(api: TestApi) {
  let last: LogPosition | null = null;
  const run = async (userId: string, command: UserCommand) => {
    const now = api.deps.now();
    const result = await handleCommand(api.deps.store, streams.user(userId), userDecider, command, {
      now,
      metadata: metadata(now),
    });
    if (result.append) last = result.append.position;
  };
  return {
    run,
    async add(spec: ProfileSpec): Promise<string> {
      const userId = randomUUID();
      const now = api.deps.now();
      const append = await registerUser(
        api.deps,
        {
          userId,
          username: spec.username,
          email: `${spec.username}@example.test`,
          passwordHash: null,
          role: spec.role ?? 'escort',
          gender: spec.gender ?? 'woman',
        },
        metadata(now),
      );
      last = append.position;
      if (spec.changes)
        await run(userId, { type: 'EditProfile', changes: spec.changes, urlsNeedVip: false, staff: true });
      if (spec.approved ?? true) await run(userId, { type: 'Approve' });
      for (const command of spec.commands ?? []) await run(userId, command);
      return userId;
    },
    async settle() {
      if (last) await waitForProjections(api.deps.db, ['users', 'directory'], last, { timeoutMs: 20_000 });
    },
  };
}

/** Downtown Montréal, the busiest listing. */
export const MONTREAL = { region: 'montreal', city: 'ville-marie' } as const;
