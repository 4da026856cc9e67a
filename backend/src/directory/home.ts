import Router from '@koa/router';
import { z } from 'zod';
import { listingPage, listingTotalsOf } from '@annuaire/projections';
import { findRegion, provincesOf, regionsOf, servesRegion, VARIANTS, type Region } from '@annuaire/shared';
import type { ApiDependencies } from '../api/dependencies';
import { HttpError } from '../api/errors';
import { validate, type ValidatedContext } from '../api/validate';
import { markPublic } from '../web/httpCache';
import { toCard } from './cards';
import { CACHE_TTL_MS, responseCache } from './responseCache';
import { snapshotCache } from './snapshotCache';

/** Cards per home section: one row of the card grid on a wide screen. */
export const HOME_SECTION_SIZE = 4;

export const HomeQuery = z.object({ region: z.string().min(1).max(80).optional() }).strict();

/**
 * A profile shows once on the home (docs/product.md §2 home): each section is read past the cards the sections
 * before it can hold, then keeps the first `HOME_SECTION_SIZE` not shown above it.
 */
function withoutRepeats<Card extends { _id: string }>(sections: readonly (readonly Card[])[]): Card[][] {
  const shown = new Set<string>();
  return sections.map((cards) => {
    const kept = cards.filter((card) => !shown.has(card._id)).slice(0, HOME_SECTION_SIZE);
    for (const card of kept) shown.add(card._id);
    return kept;
  });
}

/**
 * `GET /api/home` (docs/product.md §2 home): a region's profiles available now, its VIPs and its newest members,
 * with every region of the site and how many profiles each lists. Without `region`, the site's home region (its
 * largest city: Montréal, the Greater Toronto Area), or its busiest while the home region lists nobody.
 */
export function homeRouter(deps: ApiDependencies): Router {
  const { db } = deps;
  const router = new Router({ prefix: '/api/home' });
  const cache = responseCache({ ttlMs: CACHE_TTL_MS, maxEntries: 200 });
  const snapshot = snapshotCache(db);
  const website = deps.config.WEBSITE;
  const regions: readonly Region[] = provincesOf(website).flatMap((province) => regionsOf(province.key));

  const compute = async (asked: Region | null) => {
    const now = deps.now();
    const counts = await listingTotalsOf(
      db,
      regions.map((region) => `all/${region.key}`),
      {},
      { snapshot: null, now },
    );
    const countOf = (region: Region) => counts.get(`all/${region.key}`) ?? 0;
    // Busiest first; among equals the site's home region, then the places' own order.
    const ranked = [...regions].sort(
      (a, b) =>
        countOf(b) - countOf(a) ||
        Number(b.key === VARIANTS[website].homeRegion) - Number(a.key === VARIANTS[website].homeRegion),
    );
    const home = regions.find((place) => place.key === VARIANTS[website].homeRegion);
    const region = asked ?? (home && countOf(home) > 0 ? home : ranked[0]!);
    const section = (options: Parameters<typeof listingPage>[2], only?: ('available' | 'vip')[]) =>
      listingPage(db, { listing: `all/${region.key}`, only }, options).then((page) =>
        page.cards.map((card) => toCard(card, now)),
      );
    // The n-th section reads n sections' worth, so it still fills up after leaving out those shown above it.
    const upTo = (sections: number) => ({ snapshot: null, now, offset: 0, limit: sections * HOME_SECTION_SIZE });
    const [availableNow, vip, newest] = withoutRepeats(
      await Promise.all([
        section(upTo(1), ['available']),
        section(upTo(2), ['vip']),
        section({ ...upTo(3), sort: 'newest' }),
      ]),
    );
    return {
      region: region.key,
      availableNow,
      vip,
      newest,
      regions: ranked.filter((place) => countOf(place) > 0).map((place) => ({ key: place.key, count: countOf(place) })),
    };
  };

  router.get('/', validate({ query: HomeQuery }), async (ctx: ValidatedContext<{ query: typeof HomeQuery }>) => {
    const key = ctx.state.input.query.region;
    const asked = key === undefined ? null : (findRegion(undefined, key) ?? null);
    if (key !== undefined && (!asked || !servesRegion(website, asked))) {
      throw new HttpError(404, 'unknown_location', `No region ${key} on this site`);
    }
    markPublic(ctx);
    ctx.type = 'application/json';
    // Keyed by the region asked, not the raw query: a cache-buster is the same answer (directory/api.ts `cached`).
    ctx.body = await cache.get(`${await snapshot()}|${asked?.key ?? ''}`, () => compute(asked));
  });

  return router;
}
