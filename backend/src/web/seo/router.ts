import { Readable } from 'node:stream';
import Router from '@koa/router';
import type { ApiDependencies } from '../../api/dependencies';
import { notFound } from '../../api/errors';
import { partCount, partPath, parsePartFile, URLS_PER_PART } from './parts';
import { robotsTxt } from './robots';
import { PROFILES_PER_QUERY, reusedContents, sitemapContents, sitemapPartXml, urlCount } from './sitemap';
import { siteLocales, siteUrl } from './urls';
import { sitemapIndexXml } from './xml';

const XML = 'application/xml; charset=utf-8';
/** Crawlers come back rarely; a shared cache may keep the files this long. */
const ROBOTS_CACHE = 'public, max-age=3600';
const SITEMAP_CACHE = 'public, max-age=600';
/** How long the listings and the profile count are reused between the index and its parts. */
const CONTENTS_TTL_MS = 60_000;

/**
 * `/robots.txt`, `/sitemap.xml` (an index with one sitemap per language, in parts of `urlsPerPart` URLs) and
 * its parts `/sitemaps/{locale}-{n}.xml`, answered from the read models (issue 16 item 4), `profilesPerQuery`
 * profiles a query. Every address is built from `PUBLIC_URL`: a forged `Host` header cannot make the site
 * advertise someone else's.
 */
export function seoRouter(
  deps: ApiDependencies,
  { urlsPerPart = URLS_PER_PART, profilesPerQuery = PROFILES_PER_QUERY } = {},
): Router {
  const { PUBLIC_URL: publicUrl, WEBSITE: website } = deps.config;
  const site = { publicUrl, website };
  const contentsAt = reusedContents((now) => sitemapContents(deps.db, now, website), CONTENTS_TTL_MS);
  const router = new Router();

  router.get('/robots.txt', (ctx) => {
    ctx.type = 'text/plain; charset=utf-8';
    ctx.set('Cache-Control', ROBOTS_CACHE);
    ctx.body = robotsTxt(deps.config);
  });

  router.get('/sitemap.xml', async (ctx) => {
    const contents = await contentsAt(deps.now());
    const parts = partCount(urlCount(contents), urlsPerPart);
    const urls = siteLocales(website).flatMap((locale) =>
      Array.from({ length: parts }, (_, index) => siteUrl(publicUrl, partPath({ locale, number: index + 1 }))),
    );
    ctx.type = XML;
    ctx.set('Cache-Control', SITEMAP_CACHE);
    ctx.body = sitemapIndexXml(urls);
  });

  router.get('/sitemaps/:file', async (ctx) => {
    const part = parsePartFile(ctx.params.file ?? '');
    if (!part || !siteLocales(website).includes(part.locale)) throw notFound('No such sitemap');
    const now = deps.now();
    const contents = await contentsAt(now);
    if (part.number > partCount(urlCount(contents), urlsPerPart)) throw notFound('No such sitemap');
    ctx.type = XML;
    ctx.set('Cache-Control', SITEMAP_CACHE);
    // Streamed: a part of 50,000 profiles never sits whole in memory. A read failing midway ends the answer
    // early; Koa reports it to the app's error log (observability/requestLogging.ts).
    ctx.body = Readable.from(
      sitemapPartXml(deps.db, now, contents, { ...part, perPart: urlsPerPart, perQuery: profilesPerQuery }, site),
    );
  });

  return router;
}
