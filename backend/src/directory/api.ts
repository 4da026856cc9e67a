import type { z } from 'zod';
import Router from '@koa/router';
import type { Context } from 'koa';
import {
  currentSnapshot,
  findDirectoryProfile,
  findUserById,
  listingPage,
  ranksOf,
  SNAPSHOT_LIFETIME_MS,
} from '@annuaire/projections';
import { findRegion, findCity, hasPermission } from '@annuaire/shared';
import { findAccountById } from '../accounts/repository';
import { actorOf, forbidden, stateOf } from '../api/context';
import type { ApiDependencies } from '../api/dependencies';
import { pageInfo } from '../api/paging';
import { HttpError } from '../api/errors';
import { validate, type ValidatedContext } from '../api/validate';
import { staffUserOf } from '../users/dto';
import { toCard, toProfile } from './cards';
import { chunkCodec } from './chunk';
import { serverSecret } from '../postgres/secrets';
import { ListingQuery, PAGE_SIZE, ProfileParams, SEARCH_LIMIT, SEARCH_MIN_LENGTH, SearchQuery } from './schema';
import { siteSearch } from './search';
import { staffList } from './staffList';
import { canonicalQuery } from './canonicalQuery';
import { CACHE_TTL_MS, responseCache } from './responseCache';
import { snapshotCache } from './snapshotCache';
import { listingTotals } from './totals';
import { nearbyPlaces } from './nearby';
import { markPublic } from '../web/httpCache';

const notFound = () => new HttpError(404, 'not_found', 'User not found');

/**
 * Public directory reads (docs/product.md §2, §7): listings, search, profile pages and ranks; a user's page answers
 * staff the full record instead.
 */
export function directoryRouter(deps: ApiDependencies): Router {
  const { db } = deps;
  const router = new Router({ prefix: '/api/users' });
  const totals = listingTotals(db);
  const cache = responseCache({ ttlMs: CACHE_TTL_MS, maxEntries: 1_000 });
  const snapshot = snapshotCache(db);
  const signingKey = serverSecret(db, 'directory-cursor');
  const chunks = async () => chunkCodec(Buffer.from(await signingKey(), 'hex'));
  /**
   * Answers a public read from the cache, keyed by the directory snapshot and the query as validated: the
   * parameters the route reads, in one order. A campaign tag or a random cache-buster is the same answer, never a
   * query of its own (docs/product.md §9: one client cannot make every read miss the cache).
   */
  const cached = async (ctx: Context, query: object, compute: () => Promise<unknown>) => {
    const key = `${await snapshot()}|${ctx.path}?${canonicalQuery(query)}`;
    ctx.type = 'application/json';
    ctx.body = await cache.get(key, compute);
  };

  const find = siteSearch(deps, totals);
  const search = async (term: string, role: string | undefined, page = 1) => {
    const trimmed = term.trim();
    if (trimmed.length < SEARCH_MIN_LENGTH) {
      throw new HttpError(400, 'query_too_short', `q must have at least ${SEARCH_MIN_LENGTH} characters`);
    }
    return find(trimmed, { role, limit: SEARCH_LIMIT, page });
  };

  router.get('/', validate({ query: ListingQuery }), async (ctx: ValidatedContext<{ query: typeof ListingQuery }>) => {
    const query = ctx.state.input.query;
    if (query.q !== undefined) {
      markPublic(ctx);
      const { q, role } = query;
      await cached(ctx, { q, role }, () => search(q, role === 'escort' ? 'escort' : undefined));
      return;
    }
    if (query.role || query.moderationMode || query.pictureModeration || query.unpaginated) {
      ctx.set('Cache-Control', 'no-store');
      ctx.body = await staffList(deps, actorOf(ctx).role, query, await chunks());
      return;
    }
    markPublic(ctx);
    await cached(ctx, query, () => listing(query));
  });

  const listing = async (query: z.infer<typeof ListingQuery>) => {
    if (!query.category || !query.region) {
      throw new HttpError(400, 'invalid_request', 'category and region are required for a listing');
    }
    const region = findRegion(undefined, query.region);
    if (!region) throw new HttpError(404, 'unknown_location', `No region ${query.region}`);
    if (query.city !== undefined && !findCity(region.key, query.city)) {
      throw new HttpError(404, 'unknown_location', `No city ${query.city} in ${region.key}`);
    }
    const listing = [query.category, region.key, ...(query.city ? [query.city] : [])].join('/');

    let now = deps.now();
    let snapshot: number | null = null;
    let offset = (query.page - 1) * PAGE_SIZE;
    const codec = await chunks();
    if (query.chunk) {
      const chunk = codec.decode(query.chunk, now);
      offset = chunk.o;
      // A cursor outlives neither its snapshot's purge nor a rebuild: then the current ranking serves.
      if (now.getTime() - chunk.t < SNAPSHOT_LIFETIME_MS && chunk.s <= (await currentSnapshot(db))) {
        snapshot = chunk.s;
        now = new Date(chunk.t);
      }
    }
    const filter = { listing, genders: query.gender, travel: query.travel, contact: query.contact, only: query.only };
    const page = await listingPage(db, filter, { snapshot, now, offset, limit: PAGE_SIZE, sort: query.sort });
    const total = await totals(filter, { snapshot: page.snapshot, now });
    const place = { category: query.category, region: region.key, city: query.city ?? null, total };
    return {
      data: page.cards.map((card) => toCard(card, now)),
      nextChunk: page.hasMore ? codec.encode({ s: page.snapshot, t: now.getTime(), o: offset + PAGE_SIZE }) : null,
      extraData: pageInfo(Math.floor(offset / PAGE_SIZE) + 1, PAGE_SIZE, total),
      nearby: await nearbyPlaces(deps, place, filter, { snapshot: page.snapshot, now }),
    };
  };

  router.get(
    '/search',
    validate({ query: SearchQuery }),
    async (ctx: ValidatedContext<{ query: typeof SearchQuery }>) => {
      const { q, role, page } = ctx.state.input.query;
      markPublic(ctx);
      await cached(ctx, { q, role, page }, () => search(q, role, page));
    },
  );

  const load = async (ctx: Context, idOrUsername: string) => {
    const profile = await findDirectoryProfile(db, idOrUsername, deps.now());
    if (!profile) throw notFound();
    const actor = stateOf(ctx).actor;
    const own = actor?.userId === profile.state.userId;
    return { profile, actor, own };
  };

  router.get(
    '/:id',
    validate({ params: ProfileParams }),
    async (ctx: ValidatedContext<{ params: typeof ProfileParams }>) => {
      const now = deps.now();
      const { id } = ctx.state.input.params;
      // The owner and staff see more of a profile: shared caches key it by the cookie (web/httpCache.ts).
      markPublic(ctx, { variesWithSession: true });
      // Staff read the full record of a user named by id (the backoffice show page); everyone else, and
      // usernames, the public profile.
      if (hasPermission(stateOf(ctx).actor?.role, 'VIEW_ALL_USERS')) {
        const record = await findUserById(db, id);
        if (record && record.status !== 'deleted') {
          ctx.body = await staffUserOf(db, record.state.userId, now);
          return;
        }
      }
      const { profile, actor, own } = await load(ctx, id);
      const staff = hasPermission(actor?.role, 'VIEW_ALL_USERS');
      const reviewer = hasPermission(actor?.role, 'PICTURE_REVIEW');
      const account = profile.listed || own || staff ? await findAccountById(db, profile.state.userId) : null;
      const body = toProfile(profile, now, {
        allPictures: own || reviewer,
        contact: account ? { phone: account.phone, email: account.contact_email } : null,
      });
      ctx.body = body;
    },
  );

  router.get(
    '/:id/rank',
    validate({ params: ProfileParams }),
    async (ctx: ValidatedContext<{ params: typeof ProfileParams }>) => {
      const actor = actorOf(ctx);
      const { profile, own } = await load(ctx, ctx.state.input.params.id);
      if (!own && !hasPermission(actor.role, 'VIEW_ALL_USERS')) throw forbidden();
      const ranks = await ranksOf(db, profile.state.userId, deps.now());
      ctx.body = {
        ranks: ranks.map((rank) => {
          const [category, region, city] = rank.listing.split('/');
          return { ...rank, category, region, city: city ?? null };
        }),
      };
    },
  );

  return router;
}
