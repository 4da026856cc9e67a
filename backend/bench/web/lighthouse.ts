import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { CHROMIUM, CHROMIUM_FLAGS } from './browser';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];

/** One script as Lighthouse saw it: bytes over the wire, bytes it found unused, and main-thread time. */
export interface ScriptCost {
  url: string;
  transferBytes: number;
  unusedBytes: number;
  bootupMs: number;
}

export interface LighthouseRun {
  /** 0 to 100. */
  scores: Record<Category, number>;
  /** Simulated figures, in milliseconds. */
  tbt: number;
  lcp: number;
  mainThread: number;
  bootup: number;
  /** Lighthouse's measure of the machine's speed during the run (higher is faster; it sees other jobs too). */
  benchmarkIndex: number;
  /** Audits Lighthouse could not run (with Chromium 156, those reading the trace's layout shifts and elements). */
  failedAudits: string[];
  mainThreadGroups: { label: string; ms: number }[];
  scripts: ScriptCost[];
}

type Item = Record<string, unknown>;
type Audits = Record<
  string,
  { numericValue?: number; scoreDisplayMode?: string; details?: { items?: Item[] } } | undefined
>;

const itemsOf = (audits: Audits, id: string) => audits[id]?.details?.items ?? [];
const numberOf = (value: unknown) => (typeof value === 'number' ? value : 0);

/** Debian's Chromium on a DevTools port of its choosing, on a new profile; Lighthouse drives it over that port. */
async function startChromium(): Promise<{ port: number; stop: () => Promise<void> }> {
  const profile = await mkdtemp(path.join(os.tmpdir(), 'annuaire-lighthouse-'));
  const child = spawn(
    CHROMIUM,
    ['--headless=new', ...CHROMIUM_FLAGS, `--user-data-dir=${profile}`, '--remote-debugging-port=0', 'about:blank'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill();
      await once(child, 'exit');
    }
    await rm(profile, { recursive: true, force: true });
  };
  let said = '';
  try {
    const port = await new Promise<number>((resolve, reject) => {
      child.stderr.on('data', (chunk: Buffer) => {
        said = `${said}${chunk.toString()}`.slice(-4000);
        const listening = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(said);
        if (listening) resolve(Number(listening[1]));
      });
      child.once('error', reject);
      child.once('exit', (code) => reject(new Error(`Chromium exited with ${code}: ${said}`)));
    });
    return { port, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** Per script: what it costs over the wire, what of it the page did not run, and its main-thread time. */
function scriptCosts(audits: Audits): ScriptCost[] {
  const scripts = new Map<string, ScriptCost>();
  const of = (url: string) => {
    const known = scripts.get(url) ?? { url, transferBytes: 0, unusedBytes: 0, bootupMs: 0 };
    scripts.set(url, known);
    return known;
  };
  for (const item of itemsOf(audits, 'network-requests'))
    if (item.resourceType === 'Script') of(String(item.url)).transferBytes = numberOf(item.transferSize);
  for (const item of itemsOf(audits, 'unused-javascript'))
    of(String(item.url)).unusedBytes = numberOf(item.wastedBytes);
  for (const item of itemsOf(audits, 'bootup-time')) of(String(item.url)).bootupMs = numberOf(item.total);
  return [...scripts.values()].sort((a, b) => b.transferBytes - a.transferBytes);
}

/**
 * One Lighthouse run of `url` with its default configuration (mobile, simulated throttling), in a Chromium of its
 * own. With `BENCH_LIGHTHOUSE_DIR=<dir>` the whole report is kept there as JSON (open it in the Lighthouse
 * viewer), named by `name`.
 */
export async function runLighthouse(url: string, name: string): Promise<LighthouseRun> {
  const chromium = await startChromium();
  try {
    const result = await lighthouse(url, { port: chromium.port, output: 'json', logLevel: 'error' });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
    const folder = process.env.BENCH_LIGHTHOUSE_DIR;
    if (folder) {
      await mkdir(folder, { recursive: true });
      await writeFile(path.join(folder, `${name}.json`), JSON.stringify(lhr));
    }
    const audits = lhr.audits as Audits;
    const value = (id: string) => audits[id]?.numericValue ?? NaN;
    return {
      scores: Object.fromEntries(
        CATEGORIES.map((category) => [category, Math.round((lhr.categories[category]?.score ?? NaN) * 100)]),
      ) as Record<Category, number>,
      tbt: value('total-blocking-time'),
      lcp: value('largest-contentful-paint'),
      mainThread: value('mainthread-work-breakdown'),
      bootup: value('bootup-time'),
      failedAudits: Object.entries(audits).flatMap(([id, audit]) => (audit?.scoreDisplayMode === 'error' ? [id] : [])),
      benchmarkIndex: lhr.environment.benchmarkIndex,
      mainThreadGroups: itemsOf(audits, 'mainthread-work-breakdown').map((item) => ({
        label: String(item.groupLabel ?? item.group),
        ms: numberOf(item.duration),
      })),
      scripts: scriptCosts(audits),
    };
  } finally {
    await chromium.stop();
  }
}
