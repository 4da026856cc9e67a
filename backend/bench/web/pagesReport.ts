import type { PageLoad } from './browser';
import type { LighthouseRun } from './lighthouse';
import type { PageResult } from './pages';

/** Issue "Light on phones": the phone's budgets. */
const TARGETS = {
  performance: 90,
  jsBytes: 150 * 1024,
  tbtMs: 200,
  listingRaw: 100 * 1024,
  listingBrotli: 15 * 1024,
  lcpMs: 1000,
  photoWithinMs: 100,
};

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
const fmt = (n: number) => Math.round(n).toLocaleString('en-US');
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const count = (value: number) => String(Math.round(value));
const ms = (value: number) => `${Math.round(value)} ms`;
const seconds = (value: number) => `${(value / 1000).toFixed(2)} s`;
export const verdict = (met: boolean) => (met ? 'met' : 'MISSED');
const of = (row: PageResult, pick: (load: PageLoad) => number) => median(row.loads.map(pick));
const lh = (row: PageResult, pick: (run: LighthouseRun) => number) => median(row.lighthouse.map(pick));
const nameOf = (row: PageResult) => `${row.variant} ${row.page}`;
/** The file name of a script, without the build's hash directory. */
const fileOf = (url: string) => url.replace(/^.*\//, '').replace(/\?.*$/, '');

/** The value most visits agree on (the LCP element). */
function mostCommon(values: string[]): string {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts].sort(([, a], [, b]) => b - a)[0]?.[0] ?? '';
}

/** The first photo is the largest paint, or paints within TARGETS.photoWithinMs of it. */
const photoOnTime = (load: PageLoad) =>
  load.lcpIsPhoto || (load.photoPaint !== null && Math.abs(load.photoPaint - load.lcp) <= TARGETS.photoWithinMs);
const onTimeVisits = (row: PageResult) => row.loads.filter(photoOnTime).length;

function photoCell(row: PageResult): string {
  if (row.loads.every((load) => load.lcpIsPhoto)) return 'is the LCP';
  const painted = row.loads.flatMap((load) => (load.photoPaint === null ? [] : [load.photoPaint]));
  const when = painted.length > 0 ? `paints at ${seconds(median(painted))}` : 'not painted';
  return `${when}, ${onTimeVisits(row)}/${row.loads.length} visits within ${TARGETS.photoWithinMs} ms of the LCP`;
}

/** The median, and the worst visit with what its largest shift moved. */
function clsCell(row: PageResult): string {
  const worst = [...row.loads].sort((a, b) => b.cls - a.cls)[0]!;
  const typical = of(row, (load) => load.cls).toFixed(3);
  if (worst.cls === 0) return typical;
  return `${typical} (worst ${worst.cls.toFixed(3)}, most moved: \`${worst.shifted}\`)`;
}

/** The median, and the range of the visits when they differ (what loads by network idle varies). */
function spread(row: PageResult, pick: (load: PageLoad) => number, format: (value: number) => string): string {
  const values = row.loads.map(pick);
  const [low, high] = [Math.min(...values), Math.max(...values)];
  return low === high ? format(low) : `${format(median(values))} (${format(low)}–${format(high)})`;
}

/** The run whose performance score is the median: its breakdowns go together. */
function medianRun(row: PageResult): LighthouseRun {
  const sorted = [...row.lighthouse].sort((a, b) => a.scores.performance - b.scores.performance);
  return sorted[Math.floor(sorted.length / 2)]!;
}

export function phoneTable(rows: PageResult[]): string[] {
  return [
    '| page | JS (compressed) | JS files | TBT | FCP | LCP | LCP element | first photo | CLS | HTML raw | HTML brotli |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
    ...rows.map((row) => {
      const cells = [
        nameOf(row),
        spread(row, (load) => load.scriptBytes, kb),
        spread(row, (load) => load.scriptFiles, count),
        ms(of(row, (load) => load.tbt)),
        seconds(of(row, (load) => load.fcp)),
        spread(row, (load) => load.lcp, seconds),
        `\`${mostCommon(row.loads.map((load) => load.lcpElement))}\``,
        photoCell(row),
        clsCell(row),
        kb(row.html.raw),
        row.html.brotli === null ? 'not compressed' : kb(row.html.brotli),
      ];
      return `| ${cells.join(' | ')} |`;
    }),
  ];
}

export function lighthouseTable(rows: PageResult[]): string[] {
  return [
    '| page | performance | accessibility | best practices | SEO | TBT | LCP | main-thread work | JS boot-up |',
    '|---|---|---|---|---|---|---|---|---|',
    ...rows.map(
      (row) =>
        `| ${nameOf(row)} | ${lh(row, (run) => run.scores.performance)} | ${lh(row, (run) => run.scores.accessibility)} | ${lh(row, (run) => run.scores['best-practices'])} | ${lh(row, (run) => run.scores.seo)} | ${ms(lh(row, (run) => run.tbt))} | ${seconds(lh(row, (run) => run.lcp))} | ${seconds(lh(row, (run) => run.mainThread))} | ${seconds(lh(row, (run) => run.bootup))} |`,
    ),
  ];
}

/** The machine's speed as Lighthouse saw it, and the audits it could not run. */
export function lighthouseNotes(rows: PageResult[]): string[] {
  const runs = rows.flatMap((row) => row.lighthouse);
  const [low, high] = [
    Math.min(...runs.map((run) => run.benchmarkIndex)),
    Math.max(...runs.map((run) => run.benchmarkIndex)),
  ];
  const failed = [...new Set(runs.flatMap((run) => run.failedAudits))].sort();
  return [
    `Lighthouse's benchmark index of the machine during the runs: ${low === high ? fmt(low) : `${fmt(low)}–${fmt(high)}`} (higher is faster;`,
    'simulated throttling multiplies what it observed, so a busy machine inflates TBT and main-thread work).',
    ...(failed.length > 0
      ? [
          `Audits Lighthouse could not run (they weigh nothing in the scores): ${failed.map((id) => `\`${id}\``).join(', ')}.`,
        ]
      : []),
  ];
}

/** Where Lighthouse's run of median performance puts the time and bytes: main thread by kind, largest scripts. */
export function costTable(rows: PageResult[]): string[] {
  return [
    '| page | main thread, by kind | largest scripts: transferred / unused / boot-up |',
    '|---|---|---|',
    ...rows.map((row) => {
      const run = medianRun(row);
      const work = [...run.mainThreadGroups]
        .sort((a, b) => b.ms - a.ms)
        .slice(0, 4)
        .map((group) => `${group.label} ${ms(group.ms)}`)
        .join(', ');
      const unused = run.scripts.reduce((sum, script) => sum + script.unusedBytes, 0);
      const scripts = run.scripts
        .slice(0, 3)
        .map(
          (script) =>
            `\`${fileOf(script.url)}\` ${kb(script.transferBytes)} / ${kb(script.unusedBytes)} / ${ms(script.bootupMs)}`,
        )
        .join(', ');
      return `| ${nameOf(row)} | ${work} | ${scripts}; unused in all: ${kb(unused)} |`;
    }),
  ];
}

/** The phone's targets of issue "Light on phones", one line each, with every page's figure. */
export function pageTargets(rows: PageResult[]): string[] {
  const listings = rows.filter((row) => row.page === 'listing');
  const line = (target: string, met: boolean, figures: string[]) =>
    `- ${target}: ${verdict(met)}; ${figures.join(', ')}`;
  const js = (row: PageResult) => of(row, (load) => load.scriptBytes);
  const tbts = (row: PageResult) => [of(row, (load) => load.tbt), lh(row, (run) => run.tbt)];
  const others = ['accessibility', 'best-practices', 'seo'] as const;
  return [
    line(
      `Lighthouse performance ≥ ${TARGETS.performance} (home, listing, profile, both sites)`,
      rows.every((row) => lh(row, (run) => run.scores.performance) >= TARGETS.performance),
      rows.map((row) => `${nameOf(row)} ${lh(row, (run) => run.scores.performance)}`),
    ),
    line(
      'Lighthouse accessibility, best practices and SEO at 100',
      rows.every((row) => others.every((category) => lh(row, (run) => run.scores[category]) === 100)),
      rows.map((row) => `${nameOf(row)} ${others.map((category) => lh(row, (run) => run.scores[category])).join('/')}`),
    ),
    line(
      `First-load JS ≤ ${kb(TARGETS.jsBytes)} compressed by network idle`,
      rows.every((row) => js(row) <= TARGETS.jsBytes),
      rows.map((row) => `${nameOf(row)} ${kb(js(row))} (${count(of(row, (load) => load.scriptFiles))} files)`),
    ),
    line(
      `TBT ≤ ${TARGETS.tbtMs} ms (on the emulated phone / Lighthouse's simulation)`,
      rows.every((row) => tbts(row).every((tbt) => tbt <= TARGETS.tbtMs)),
      rows.map((row) => `${nameOf(row)} ${tbts(row).map(ms).join(' / ')}`),
    ),
    line(
      `Listing HTML ≤ ${kb(TARGETS.listingRaw)} raw and ≤ ${kb(TARGETS.listingBrotli)} brotli`,
      listings.every(
        (row) =>
          row.html.raw <= TARGETS.listingRaw && row.html.brotli !== null && row.html.brotli <= TARGETS.listingBrotli,
      ),
      listings.map(
        (row) => `${nameOf(row)} ${kb(row.html.raw)} / ${row.html.brotli === null ? '–' : kb(row.html.brotli)}`,
      ),
    ),
    line(
      `With pictures, the first card's photo is the LCP element or paints within ${TARGETS.photoWithinMs} ms of it (in most visits), and LCP ≤ ${seconds(TARGETS.lcpMs)} cold on the phone`,
      rows.every((row) => onTimeVisits(row) * 2 > row.loads.length && of(row, (load) => load.lcp) <= TARGETS.lcpMs),
      rows.map(
        (row) =>
          `${nameOf(row)} ${seconds(of(row, (load) => load.lcp))} (photo on time in ${onTimeVisits(row)}/${row.loads.length})`,
      ),
    ),
    line(
      'CLS 0 (worst visit)',
      rows.every((row) => row.loads.every((load) => load.cls === 0)),
      rows.map((row) => `${nameOf(row)} ${Math.max(...row.loads.map((load) => load.cls)).toFixed(3)}`),
    ),
    line(
      "The first card's name in the first HTML's markup",
      rows.every((row) => row.textInFirstHtml),
      rows.map((row) => `${nameOf(row)} ${row.textInFirstHtml ? 'yes' : 'no'}`),
    ),
  ];
}
