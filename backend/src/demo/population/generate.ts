import {
  findCity,
  findRegion,
  HEADLINE_MAX,
  type Gender,
  type ProfileLocation,
  type Rate,
  type Role,
  type SiteVariant,
  type SpokenLanguage,
} from '@annuaire/shared';
import { deterministicUuid } from '../../domain/ids';
import type { UserCommand } from '../../users/decider';
import {
  BIOS,
  DEMO_TAGS,
  HEADLINES,
  LIBERTINE_BIOS,
  LIBERTINE_HEADLINES,
  MEN,
  NEUTRAL,
  OTHER_LANGUAGES,
  WOMEN,
  type Headline,
  type PlaceNames,
  type TextLocale,
} from './content';
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
  /** Profile details members fill in (docs/product.md §3, §5): verified profiles always state an age. */
  ageOfUnverified: 0.5,
  languages: 0.8,
  /** Speaks the other official language too: most French writers in Quebec, fewer English writers elsewhere. */
  secondLanguage: { fr: 0.6, en: 0.25 },
  thirdLanguage: 0.12,
  ratesOfEscorts: 0.7,
  servicesOfEscorts: 0.85,
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

/**
 * The language a profile writes its headline and bio in (one of each, docs/product.md §3): the one its readers read,
 * French on the Quebec site, and on the Canada-wide site French in Quebec and English elsewhere.
 */

/**
 * A headline the profile rules accept (at most HEADLINE_MAX characters): a long name with a long place can overflow
 * one wording, so the others are tried, in random order, then the name alone.
 */
function fittingHeadline(
  random: Random,
  headlines: readonly Headline[],
  name: string,
  place: PlaceNames,
  feminine: boolean,
): string {
  for (const headline of random.sample(headlines, headlines.length)) {
    const text = headline(name, place, feminine);
    if (text.length <= HEADLINE_MAX) return text;
  }
  return name.slice(0, HEADLINE_MAX);
}

export function textLocale(variant: SiteVariant, location: ProfileLocation): TextLocale {
  if (variant === 'QC') return 'fr';
  return findRegion(undefined, location.region)?.province === 'quebec' ? 'fr' : 'en';
}

/** The writing language first, often the other official one, sometimes a third. */
function spokenLanguages(random: Random, writes: TextLocale): SpokenLanguage[] {
  const other: TextLocale = writes === 'fr' ? 'en' : 'fr';
  const languages: SpokenLanguage[] = [writes];
  if (random.chance(SHARES.secondLanguage[writes])) languages.push(other);
  if (random.chance(SHARES.thirdLanguage)) languages.push(random.pick(OTHER_LANGUAGES));
  return languages;
}

/** Round prices in Canadian dollars: an hour at the escort's place, shorter and longer meetings around it. */
function ratesTable(random: Random, offers: { incall: boolean; outcall: boolean }): Rate[] {
  const hour = random.int(16, 30) * 10;
  const durations = random.sample([30, 90, 120, 180], random.int(0, 2));
  const minutes = [60, ...durations].sort((a, b) => a - b);
  const priceOf = (duration: number) => Math.round((hour * (duration / 60) ** 0.85) / 10) * 10;
  const places = (['incall', 'outcall'] as const).filter((place) => offers[place]);
  return places.flatMap((place) =>
    minutes.map((duration) => ({
      minutes: duration,
      price: priceOf(duration) + (place === 'outcall' ? 40 : 0),
      place,
    })),
  );
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
    variant: SiteVariant;
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
  const verified = holder && random.chance(SHARES.verified);
  if (holder) {
    location = random.weighted(context.places);
    const second = random.chance(SHARES.secondPlace) ? secondPlace(random, location) : null;
    const region = findRegion(undefined, location.region);
    const place = (location.city ? findCity(location.region, location.city)?.label : undefined) ?? region?.label;
    const writes = textLocale(context.variant, location);
    const feminine = gender === 'woman' || gender === 'trans-woman';
    const escort = role === 'escort';
    const incall = random.chance(0.7);
    const outcall = random.chance(0.6);
    steps.push({
      at: at(5 * 60_000),
      command: {
        type: 'EditProfile',
        urlsNeedVip: false,
        staff: true,
        changes: {
          headline: fittingHeadline(
            random,
            (escort ? HEADLINES : LIBERTINE_HEADLINES)[writes],
            name,
            place ?? { fr: location.region, en: location.region },
            feminine,
          ),
          bio: random.pick((escort ? BIOS : LIBERTINE_BIOS)[writes])(feminine),
          tags:
            escort && random.chance(SHARES.servicesOfEscorts)
              ? random.sample(DEMO_TAGS, random.int(1, 4))
              : random.sample(DEMO_TAGS, random.int(0, 1)),
          location,
          secondaryLocation: second,
          incall,
          outcall,
          virtual: random.chance(0.2),
          ...(verified || random.chance(SHARES.ageOfUnverified) ? { age: random.int(21, 45) } : {}),
          ...(random.chance(SHARES.languages) ? { languages: spokenLanguages(random, writes) } : {}),
          ...(escort && (incall || outcall) && random.chance(SHARES.ratesOfEscorts)
            ? { rates: ratesTable(random, { incall, outcall }) }
            : {}),
        },
      },
    });
  }
  if (role === 'escort' && !pending) steps.push({ at: at(HOUR), command: { type: 'Approve' } });
  if (verified) {
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
