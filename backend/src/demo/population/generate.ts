import { findCity, findRegion, type Gender, type ProfileLocation, type Role, type SiteVariant } from '@annuaire/shared';
import { deterministicUuid } from '../../domain/ids';
import type { UserCommand } from '../../users/decider';
import { BIOS, DEMO_TAGS, HEADLINES, MEN, NEUTRAL, WOMEN } from './content';
import { placeTable, secondPlace } from './places';
import { createRandom, type Random } from './random';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Plausible shares of the population (docs/product.md §1 roles; §3 genders). */
const SHARES = {
  role: [
    ['escort', 0.66],
    ['client', 0.32],
    ['advertiser', 0.02],
  ] as const,
  escortGender: [
    ['woman', 0.8],
    ['trans-woman', 0.1],
    ['man', 0.08],
    ['trans-man', 0.02],
  ] as const,
  clientGender: [
    ['man', 0.75],
    ['woman', 0.2],
    ['trans-woman', 0.03],
    ['trans-man', 0.02],
  ] as const,
  libertineOfClients: 0.4,
  vipOfEscorts: 0.15,
  pendingOfEscorts: 0.04,
  ghost: 0.02,
  verified: 0.4,
  availableNow: 0.25,
  boostedEarlier: 0.15,
  inactive: 0.08,
  secondPlace: 0.15,
  phoneShown: 0.6,
} as const;

export interface TimedCommand {
  readonly at: Date;
  readonly command: UserCommand;
}

export interface PlannedUser {
  readonly userId: string;
  readonly username: string;
  readonly role: Role;
  readonly gender: Gender;
  readonly registeredAt: Date;
  /** User-stream commands after registration, in time order. */
  readonly steps: TimedCommand[];
  readonly pictures: { count: number; approved: number; addedAt: Date };
  /** A VIP bought with credits: deposit then purchase at this time. */
  readonly vipPurchaseAt: Date | null;
  readonly phone: string | null;
  /** Views per day this profile draws (0 for members without a public profile). */
  readonly dailyViews: number;
  readonly location: ProfileLocation | null;
}

const ascii = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

function nameFor(random: Random, gender: Gender): string {
  if (gender === 'woman' || gender === 'trans-woman') return random.pick(random.chance(0.85) ? WOMEN : NEUTRAL);
  return random.pick(random.chance(0.85) ? MEN : NEUTRAL);
}

/** The whole population for a run: same seed and size, same people. */
export function planPopulation(options: {
  users: number;
  variant: SiteVariant;
  seed: number;
  now: Date;
  /** Usernames already in use (lowercase), so a second run adds people rather than colliding. */
  taken?: ReadonlySet<string>;
}): PlannedUser[] {
  const random = createRandom(options.seed);
  const places = placeTable(options.variant);
  const taken = new Map<string, number>();
  const uniqueUsername = (name: string) => {
    const base = ascii(name).replace(/[^a-z0-9]/g, '');
    for (;;) {
      const count = (taken.get(base) ?? 0) + 1;
      taken.set(base, count);
      const username = count === 1 ? base : `${base}.${count}`;
      if (!options.taken?.has(username)) return username;
    }
  };
  return Array.from({ length: options.users }, (_, index) =>
    planUser(random, index, { ...options, places, uniqueUsername }),
  );
}

function planUser(
  random: Random,
  index: number,
  context: {
    seed: number;
    now: Date;
    places: (readonly [ProfileLocation, number])[];
    uniqueUsername: (name: string) => string;
  },
): PlannedUser {
  const now = context.now.getTime();
  const role = random.weighted(SHARES.role);
  const gender = random.weighted(role === 'escort' ? SHARES.escortGender : SHARES.clientGender);
  const name = nameFor(random, gender);
  const username = context.uniqueUsername(name);
  const libertine = role === 'client' && random.chance(SHARES.libertineOfClients);
  const holder = role === 'escort' || libertine;
  const pending = role === 'escort' && random.chance(SHARES.pendingOfEscorts);
  // Pending escorts registered in the last hours (still under review); others over the last two years.
  const registeredAt = new Date(pending ? now - random.int(1, 10) * HOUR : now - random.int(2, 730) * DAY);
  const span = now - registeredAt.getTime();
  const after = (fraction: number) => new Date(registeredAt.getTime() + Math.floor(span * fraction));
  const steps: TimedCommand[] = [];
  const at = (offsetMs: number) => new Date(Math.min(now, registeredAt.getTime() + offsetMs));

  // A libertine member is an escort switched to client (docs/product.md §4 sets the flag on that switch).
  if (libertine) steps.push({ at: at(60_000), command: { type: 'SwitchRole' } });
  let location: ProfileLocation | null = null;
  if (holder) {
    location = random.weighted(context.places);
    const second = random.chance(SHARES.secondPlace) ? secondPlace(random, location) : null;
    const region = findRegion(undefined, location.region);
    const place = (location.city ? findCity(location.region, location.city)?.label : undefined) ?? region?.label;
    steps.push({
      at: at(5 * 60_000),
      command: {
        type: 'EditProfile',
        urlsNeedVip: false,
        staff: true,
        changes: {
          headline: random.pick(HEADLINES)(name, place ?? { fr: location.region, en: location.region }),
          bio: random.pick(BIOS),
          tags: random.sample(DEMO_TAGS, random.int(0, 4)),
          location,
          secondaryLocation: second,
          incall: random.chance(0.7),
          outcall: random.chance(0.6),
          virtual: random.chance(0.2),
        },
      },
    });
  }
  if (role === 'escort' && !pending) steps.push({ at: at(HOUR), command: { type: 'Approve' } });
  if (holder && random.chance(SHARES.verified)) {
    steps.push({ at: at(2 * HOUR), command: { type: 'SetVerificationState', state: 'verified' } });
  }
  // Last sign of life: most within the 18 days that keep a profile listed, a few long gone.
  const inactive = random.chance(SHARES.inactive);
  const seenAgo = inactive ? random.int(19, 90) * DAY : random.int(0, 17 * 24) * HOUR;
  const seenAt = new Date(Math.max(registeredAt.getTime() + 3 * HOUR, now - seenAgo));
  if (seenAt.getTime() <= now) steps.push({ at: seenAt, command: { type: 'RecordSeen' } });
  const ghost = holder && random.chance(SHARES.ghost);
  if (holder && !inactive && !ghost) {
    if (random.chance(SHARES.availableNow)) {
      steps.push({
        at: new Date(now - random.int(1, 11 * 60) * 60_000),
        command: { type: 'SetAvailability', available: true },
      });
    } else if (random.chance(SHARES.boostedEarlier)) {
      steps.push({ at: new Date(now - random.int(1, 6) * DAY), command: { type: 'SetAvailability', available: true } });
    }
  }
  if (ghost) steps.push({ at: after(0.99), command: { type: 'SetGhost', ghost: true } });
  steps.sort((a, b) => a.at.getTime() - b.at.getTime());

  const pictureCount = holder ? random.int(1, 4) : random.int(0, 1);
  const vip = role === 'escort' && !pending && random.chance(SHARES.vipOfEscorts);
  return {
    userId: deterministicUuid(`demo-population:${context.seed}:${index}`),
    username,
    role: libertine ? 'escort' : role,
    gender,
    registeredAt,
    steps,
    pictures: {
      count: pictureCount,
      approved: pending ? 0 : Math.max(0, pictureCount - (random.chance(0.15) ? 1 : 0)),
      addedAt: at(10 * 60_000),
    },
    vipPurchaseAt: vip ? new Date(Math.max(registeredAt.getTime() + DAY, now - random.int(1, 28) * DAY)) : null,
    phone: holder && random.chance(SHARES.phoneShown) ? `514-555-01${String(index % 100).padStart(2, '0')}` : null,
    dailyViews: holder ? (vip ? random.int(8, 30) : random.int(1, 10)) : 0,
    location,
  };
}
