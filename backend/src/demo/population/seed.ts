import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { streams, type EventStore, type SiteVariant, type UserEvent, type UserState } from '@annuaire/shared';
import { registerUser } from '../../accounts/register';
import { updateAccount } from '../../accounts/repository';
import { creditsDecider } from '../../credits/decider';
import { deterministicUuid } from '../../domain/ids';
import { handleCommand } from '../../domain/commandHandler';
import { systemMetadata } from '../../domain/metadata';
import { galleryKey } from '../../pictures/gallery';
import { storageOf, type StorageConfig } from '../../pictures/storage';
import { userDecider, type UserCommand } from '../../users/decider';
import { streamWriter } from './writer';
import { planPopulation, type PlannedUser, type TimedCommand } from './generate';
import { demoPicture } from './images';
import { createRandom } from './random';
import { seedViews } from './views';

const DAY = 86_400_000;
const CONCURRENCY = 8;
const PICTURE_POOL = 24;

export interface SeedDependencies {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- accounts and read models share one pool
  readonly db: Kysely<any>;
  readonly store: EventStore;
  readonly config: StorageConfig;
}

export interface SeedOptions {
  readonly users: number;
  readonly variant: SiteVariant;
  readonly seed: number;
  readonly now?: Date;
  /** Generated pictures on disk (or S3); off for quick benchmark populations. */
  readonly pictures?: boolean;
  /** A year of views; off for quick benchmark populations. */
  readonly views?: boolean;
  readonly onProgress?: (done: number, total: number) => void;
}

const metadataAt = (at: Date, correlationId: string) => systemMetadata(at, { reason: 'demo data', correlationId });

/**
 * Generates a realistic population through the same commands members and staff would send, each at
 * the moment it would have happened, so listings, ranks, statistics and audit history all look lived-in.
 */
export async function seedPopulation(deps: SeedDependencies, options: SeedOptions): Promise<PlannedUser[]> {
  const now = options.now ?? new Date();
  const existing = await deps.db.selectFrom('accounts.accounts').select('username').execute();
  const plan = planPopulation({
    users: options.users,
    variant: options.variant,
    seed: options.seed,
    now,
    taken: new Set(existing.map((row: { username: string }) => row.username.toLowerCase())),
  });
  const random = createRandom(options.seed ^ 0x5eed);
  const storage = options.pictures === false ? null : storageOf(deps.config);
  const pool = storage ? await Promise.all(Array.from({ length: PICTURE_POOL }, () => demoPicture(random))) : [];
  let done = 0;
  let next = 0;
  const worker = async () => {
    while (next < plan.length) {
      const user = plan[next++]!;
      await seedUser(deps, user, { now, storage, pool, seed: options.seed });
      if (options.views !== false) await seedViews(deps.store, user, { now, seed: options.seed });
      options.onProgress?.(++done, plan.length);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  await seedFavorites(deps, plan, { now, seed: options.seed });
  return plan;
}

async function runAt(store: EventStore, userId: string, { at, command }: TimedCommand, correlationId: string) {
  await handleCommand(store, streams.user(userId), userDecider, command, {
    now: at,
    metadata: metadataAt(at, correlationId),
  });
}

async function seedUser(
  deps: SeedDependencies,
  user: PlannedUser,
  context: { now: Date; storage: ReturnType<typeof storageOf> | null; pool: Buffer[]; seed: number },
) {
  const correlationId = randomUUID();
  await registerUser(
    { db: deps.db, store: deps.store, now: () => user.registeredAt },
    {
      userId: user.userId,
      username: user.username,
      email: `${user.username}@demo.local`,
      passwordHash: null,
      role: user.role,
      gender: user.gender,
    },
    metadataAt(user.registeredAt, correlationId),
  );
  const steps: TimedCommand[] = [...user.steps];
  if (user.phone) {
    await updateAccount(deps.db, user.userId, { phone: user.phone });
    const at = new Date(user.registeredAt.getTime() + 6 * 60_000);
    steps.push({ at, command: { type: 'ChangeContactDetails', fields: ['phone'], shown: { phone: true } } });
  }
  if (context.storage) steps.push(...(await pictureSteps(context.storage, context.pool, user, context.seed)));
  steps.sort((a, b) => a.at.getTime() - b.at.getTime());
  const writer = streamWriter(deps.store, streams.user(user.userId), userDecider);
  await writer.load();
  for (const { at, command } of steps) {
    if (at.getTime() <= context.now.getTime()) await writer.run(command, at, metadataAt(at, correlationId));
  }
  if (user.vipPurchaseAt) await buyVipAt(deps.store, writer, user, user.vipPurchaseAt, correlationId);
}

/** Stores generated pictures under the member's keys and adds, approves and picks them by command. */
async function pictureSteps(
  storage: NonNullable<ReturnType<typeof storageOf>>,
  pool: Buffer[],
  user: PlannedUser,
  seed: number,
): Promise<TimedCommand[]> {
  const steps: TimedCommand[] = [];
  const added = user.pictures.addedAt.getTime();
  for (let i = 0; i < user.pictures.count; i++) {
    const pictureId = deterministicUuid(`demo-picture:${seed}:${user.userId}:${i}`);
    const url = galleryKey(user.userId, pictureId, 'jpg');
    await storage.put(url, pool[(user.username.length * 7 + i) % pool.length]!, 'image/jpeg');
    steps.push({
      at: new Date(added + i * 1000),
      command: { type: 'AddPicture', pictureId, url, width: 600, height: 800 },
    });
    if (i < user.pictures.approved) {
      steps.push({ at: new Date(added + 2 * 3_600_000 + i * 1000), command: { type: 'ApprovePicture', pictureId } });
    }
  }
  return steps;
}

/** A VIP bought the way members buy it: credits deposited (an interac transfer), then spent on 30 days. */
async function buyVipAt(
  store: EventStore,
  profile: ReturnType<typeof streamWriter<UserCommand, UserEvent, UserState>>,
  user: PlannedUser,
  at: Date,
  correlationId: string,
) {
  const purchaseId = deterministicUuid(`demo-vip:${user.userId}`);
  const ledger = streamWriter(store, streams.credits(user.userId), creditsDecider);
  const deposited = new Date(at.getTime() - 3_600_000);
  await ledger.run({ type: 'Deposit', credits: 30, notify: false }, deposited, metadataAt(deposited, correlationId));
  await ledger.run({ type: 'SpendOnVip', purchaseId, credits: 30, days: 30 }, at, metadataAt(at, correlationId));
  await profile.run({ type: 'ExtendVip', purchaseId, days: 30 }, at, {
    ...metadataAt(at, correlationId),
    causationId: purchaseId,
  });
}

/** Members keep a few favorites among the profiles of their area. */
async function seedFavorites(deps: SeedDependencies, plan: PlannedUser[], context: { now: Date; seed: number }) {
  const random = createRandom(context.seed ^ 0xfa70);
  const profiles = plan.filter((user) => user.location !== null);
  if (profiles.length === 0) return;
  for (const member of plan.filter((user) => user.role === 'client')) {
    const count = random.int(0, 6);
    const picks = random.sample(profiles, count).filter((profile) => profile.userId !== member.userId);
    for (const profile of picks) {
      const at = new Date(context.now.getTime() - random.int(0, 60) * DAY);
      const from = Math.max(
        at.getTime(),
        member.registeredAt.getTime() + 60_000,
        profile.registeredAt.getTime() + 60_000,
      );
      if (from > context.now.getTime()) continue;
      await runAt(
        deps.store,
        member.userId,
        { at: new Date(from), command: { type: 'ToggleFavorite', favoritedUserId: profile.userId, isFavorited: true } },
        randomUUID(),
      );
    }
  }
}
