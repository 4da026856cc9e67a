import { randomUUID } from 'node:crypto';
import os from 'node:os';
import type { Kysely } from 'kysely';
import {
  Email,
  mayPerform,
  Password,
  ROLES,
  streams,
  Username,
  type EventMetadata,
  type EventStore,
  type Gender,
  type Role,
} from '@annuaire/shared';
import { registerUser } from '../accounts/register';
import { findAccountByIdentifier } from '../accounts/repository';
import type { AccountsDatabase } from '../accounts/schema';
import { createToken } from '../accounts/tokens';
import { endImpersonationsBy } from '../auth/impersonation';
import { hashPassword } from '../auth/passwords';
import type { Config } from '../config';
import { DomainError } from '../domain/decider';
import { handleCommand } from '../domain/commandHandler';
import { staffRoleDecider, STAFF_ROLES } from './staffRoles';

export interface AdminDeps {
  readonly db: Kysely<unknown>;
  readonly store: EventStore;
  readonly config: Pick<Config, 'PUBLIC_URL' | 'DATABASE_URL' | 'DATA_DIR'>;
  readonly now: () => Date;
  /** The product's connection string, which `analyst create` prints with the analyst's login instead. */
  readonly databaseUrl?: string;
}

/**
 * An operator's mistake the CLI reports with its exit code (2: usage, 3: not found, 4: conflict, 5: the
 * database refused, its role lacking a privilege).
 */
export class OperatorError extends Error {
  constructor(
    readonly exitCode: 2 | 3 | 4 | 5,
    message: string,
  ) {
    super(message);
  }
}

/** The person at the command line: their OS login, which the role history shows as the actor. */
export const osOperator = (): string => os.userInfo().username || 'operator';

export function operatorMetadata(operator: string, reason: string, now: Date): EventMetadata {
  return {
    actorId: operator,
    actorRole: 'operator',
    impersonatorId: null,
    correlationId: randomUUID(),
    causationId: null,
    reason,
    at: now.toISOString(),
  };
}

/** A zod schema's first message, for the terminal. */
function parsed<T>(
  schema: {
    safeParse(
      value: unknown,
    ): { success: true; data: T } | { success: false; error: { issues: Array<{ message: string }> } };
  },
  value: unknown,
  what: string,
): T {
  const result = schema.safeParse(value);
  if (!result.success) throw new OperatorError(2, `Invalid ${what}: ${result.error.issues[0]?.message ?? 'refused'}`);
  return result.data;
}

export interface CreatedAdministrator {
  readonly userId: string;
  readonly username: string;
  /** The one-time link to choose a password, when none was given. */
  readonly passwordLink: string | null;
}

/**
 * Registers an administrator through the registration path of the site (same username and email rules,
 * same `UserRegistered` event), with the operator as actor. Without a password, a password-reset token
 * is made and its link returned: the site's reset page sets the password, as for a forgotten one.
 */
export async function createAdministrator(
  deps: AdminDeps,
  input: { username: string; email: string; password: string | null; gender: Gender; operator: string; reason: string },
): Promise<CreatedAdministrator> {
  const username = parsed(Username, input.username, 'username');
  const email = parsed(Email, input.email, 'email');
  const password = input.password === null ? null : parsed(Password, input.password, 'password');
  const userId = randomUUID();
  const registration = {
    userId,
    username,
    email,
    passwordHash: password === null ? null : await hashPassword(password),
    role: 'admin' as const,
    gender: input.gender,
  };
  try {
    await registerUser(
      { ...deps, db: deps.db as Kysely<AccountsDatabase> },
      registration,
      operatorMetadata(input.operator, input.reason, deps.now()),
    );
  } catch (error) {
    if (error instanceof DomainError && error.status === 409) throw new OperatorError(4, error.message);
    throw error;
  }
  const token =
    password === null
      ? await createToken(deps.db as Kysely<AccountsDatabase>, userId, 'reset-password', deps.now())
      : null;
  const passwordLink =
    token === null ? null : `${deps.config.PUBLIC_URL}/reset-password?token=${encodeURIComponent(token)}`;
  return { userId, username, passwordLink };
}

export interface RoleChange {
  readonly userId: string;
  readonly from: Role;
  readonly to: Role;
  /** False when the user already held the granted role: nothing was recorded. */
  readonly changed: boolean;
}

/** Grants or revokes a staff role, recorded as `RoleSwitched` with the operator as actor and the reason. */
export async function changeStaffRole(
  deps: AdminDeps,
  input: { username: string; role: string; grant: boolean; operator: string; reason: string },
): Promise<RoleChange> {
  const role = input.role as Role;
  if (!(ROLES as readonly string[]).includes(role) || !STAFF_ROLES.includes(role)) {
    throw new OperatorError(2, `Unknown staff role ${input.role}; staff roles: ${STAFF_ROLES.join(', ')}`);
  }
  const account = await findAccountByIdentifier(deps.db as Kysely<AccountsDatabase>, input.username);
  if (!account) throw new OperatorError(3, `No user ${input.username}`);
  try {
    const result = await handleCommand(
      deps.store,
      streams.user(account.user_id),
      staffRoleDecider,
      input.grant ? { type: 'GrantStaffRole', role } : { type: 'RevokeStaffRole', role },
      { metadata: operatorMetadata(input.operator, input.reason, deps.now()), now: deps.now() },
    );
    const switched = result.events.find((event) => event.type === 'RoleSwitched');
    // Their "log in as" sessions and links end now, not at their next use (auth/impersonation.ts, product.md §6).
    if (switched && !mayPerform(result.state.role, 'loginAs')) await endImpersonationsBy(deps.db, account.user_id);
    return { userId: account.user_id, from: switched?.data.from ?? role, to: result.state.role, changed: !!switched };
  } catch (error) {
    if (error instanceof DomainError) throw new OperatorError(error.status === 404 ? 3 : 4, error.message);
    throw error;
  }
}
