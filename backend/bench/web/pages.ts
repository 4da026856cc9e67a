import type { SiteVariant } from '@annuaire/shared';
import { coldLoad, launchBrowser, type PageLoad } from './browser';
import { htmlSize, type HtmlSize } from './html';
import { runLighthouse, type LighthouseRun } from './lighthouse';
import { htmlOf, type MeasuredPage } from './site';

const log = (message: string) => console.error(`[bench web] ${message}`);

export interface PageResult {
  variant: SiteVariant;
  page: MeasuredPage['page'];
  html: HtmlSize;
  /** The first card's name (the profile's own on a profile) is in the first HTML's markup. */
  textInFirstHtml: boolean;
  loads: PageLoad[];
  lighthouse: LighthouseRun[];
}

/**
 * Each page of one variant on the phone: its HTML's size, cold visits in Chromium (`visits` each, pages taking
 * turns so a slow moment of the machine does not fall on one page's visits), then Lighthouse (`audits` each).
 */
export async function measurePages(
  variant: SiteVariant,
  base: string,
  pages: MeasuredPage[],
  visits: number,
  audits: number,
): Promise<PageResult[]> {
  const results: PageResult[] = [];
  for (const page of pages) {
    const firstHtml = (await htmlOf(base + page.path)).text;
    // In the page's markup, not only in the data embedded after it.
    const markup = /<div id="root">([\s\S]*?)<script type="application\/json"/.exec(firstHtml)?.[1] ?? '';
    results.push({
      variant,
      page: page.page,
      html: await htmlSize(base + page.path),
      textInFirstHtml: page.firstName !== '' && markup.includes(page.firstName),
      loads: [],
      lighthouse: [],
    });
  }
  log(`${variant}: phone page loads, ${visits} cold visits per page`);
  const browser = await launchBrowser();
  try {
    for (let visit = 0; visit < visits; visit++) {
      for (const [index, page] of pages.entries())
        results[index]!.loads.push(await coldLoad(browser, base + page.path, page.photo));
    }
  } finally {
    await browser.close();
  }
  log(`${variant}: Lighthouse, ${audits} run(s) per page`);
  for (let run = 0; run < audits; run++) {
    for (const [index, page] of pages.entries()) {
      results[index]!.lighthouse.push(await runLighthouse(base + page.path, `${variant}-${page.page}-${run + 1}`));
    }
  }
  return results;
}
