import type { Contender, Sizes, TaskResult } from './config';
import { median } from './measure';
import type { MachineInfo } from './server';

export type FigureKey = 'single1' | 'single32' | 'batch8' | 'read' | 'rebuild';

export interface BenchResults {
  readonly quick: boolean;
  readonly sizes: Sizes;
  readonly machine: MachineInfo;
  readonly runs: Record<FigureKey, Record<Contender, TaskResult[]>>;
  readonly sqlOnlyRebuild: TaskResult[];
  readonly loadSeconds: { readonly ours: number; readonly emmett: number };
  readonly idleRssMb: number;
  readonly loadAverage: { readonly before: readonly number[]; readonly after: readonly number[] };
  readonly totalSeconds: number;
}

export const LABELS: Record<FigureKey, string> = {
  single1: 'Single-event appends, 1 writer (events/s)',
  single32: 'Single-event appends, 32 writers (events/s)',
  batch8: '100-event batch appends, 8 writers (events/s)',
  read: '`$all` catch-up read into Node (events/s)',
  rebuild: 'Projection rebuild, audit (events/s)',
};

const rate = (result: TaskResult) => result.events / result.seconds;
export const rateOf = (runs: readonly TaskResult[]) => median(runs.map(rate));
export const peakOf = (runs: readonly TaskResult[]) => Math.max(...runs.map((run) => run.peakRssMb));

const int = (value: number) => (Number.isFinite(value) ? Math.round(value).toLocaleString('en-US') : 'n/a');
// Rounded down, so a ratio shown as 70% really is at least 70%.
const ratio = (a: number, b: number) => (Number.isFinite(a / b) ? `${Math.floor((a / b) * 100)}%` : 'n/a');

function cell(runs: readonly TaskResult[]): string {
  const capped = runs.find((run) => run.capped);
  const text = int(rateOf(runs));
  return capped ? `${text} (stopped after ${int(capped.seconds)} s, ${int(capped.events)} events)` : text;
}

export function summaryRows(results: BenchResults): string[][] {
  const rows = (Object.keys(LABELS) as FigureKey[]).map((key) => {
    const runs = results.runs[key];
    const [ours, raw, emmett] = [rateOf(runs.ours), rateOf(runs.raw), rateOf(runs.emmett)];
    return [LABELS[key], cell(runs.ours), cell(runs.raw), cell(runs.emmett), ratio(ours, raw), ratio(ours, emmett)];
  });
  const { ours, raw, emmett } = results.runs.rebuild;
  const [rssOurs, rssRaw, rssEmmett] = [peakOf(ours), peakOf(raw), peakOf(emmett)];
  rows.push([
    'Rebuild peak RSS of the process (MB)',
    int(rssOurs),
    int(rssRaw),
    int(rssEmmett),
    ratio(rssOurs, rssRaw),
    ratio(rssOurs, rssEmmett),
  ]);
  return rows;
}

export const HEADER = ['figure', 'ours', 'raw floor', 'emmett', 'ours/raw', 'ours/emmett'];

/** A fixed-width table for the terminal. */
export function textTable(header: string[], rows: string[][]): string {
  const widths = header.map((title, c) => Math.max(title.length, ...rows.map((row) => row[c]!.length)));
  const line = (cells: string[]) =>
    cells.map((text, c) => (c === 0 ? text.padEnd(widths[c]!) : text.padStart(widths[c]!))).join('  ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

export function markdownTable(header: string[], rows: string[][]): string {
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map((_, c) => (c === 0 ? '---' : '---:'))), ...rows.map(line)].join('\n');
}

export interface TargetVerdict {
  readonly id: string;
  readonly target: string;
  readonly measured: string;
  readonly met: boolean;
  /** Set when the median meets an absolute target but some runs did not. */
  readonly fragile?: string;
}

/** How many rounds (the runs of one round are interleaved) have ours below `share` of the other, when some do. */
function roundsBelow(ours: readonly TaskResult[], other: readonly TaskResult[], share: number): string | undefined {
  const rounds = Math.min(ours.length, other.length);
  let below = 0;
  for (let i = 0; i < rounds; i++) if (rate(ours[i]!) < share * rate(other[i]!)) below++;
  return below > 0 ? `${below} of ${rounds} rounds below` : undefined;
}

/** How many of the runs fall below `threshold` events/s, when some do. */
function runsBelow(runs: readonly TaskResult[], threshold: number): string | undefined {
  const below = runs.filter((run) => rate(run) < threshold).length;
  return below > 0 ? `${below} of ${runs.length} runs below` : undefined;
}

export function verdicts(results: BenchResults): TargetVerdict[] {
  const r = (key: FigureKey, who: Contender) => rateOf(results.runs[key][who]);
  const verdicts: TargetVerdict[] = [];
  for (const [key, floor] of [
    ['single1', 0.7],
    ['single32', 0.7],
    ['batch8', 0.6],
  ] as const) {
    const [ours, raw, emmett] = [r(key, 'ours'), r(key, 'raw'), r(key, 'emmett')];
    verdicts.push({
      id: `${key}-raw`,
      target: `${LABELS[key].replace(/ \(events\/s\)$/, '')}: ≥ ${floor * 100}% of raw SQL`,
      measured: `${ratio(ours, raw)} (${int(ours)} vs ${int(raw)} events/s)`,
      met: ours >= floor * raw,
      fragile: roundsBelow(results.runs[key].ours, results.runs[key].raw, floor),
    });
    verdicts.push({
      id: `${key}-emmett`,
      target: `${LABELS[key].replace(/ \(events\/s\)$/, '')}: at least as fast as Emmett`,
      measured: `${ratio(ours, emmett)} of Emmett (${int(ours)} vs ${int(emmett)} events/s)`,
      met: ours >= emmett,
      fragile: roundsBelow(results.runs[key].ours, results.runs[key].emmett, 1),
    });
  }
  const read = r('read', 'ours');
  verdicts.push({
    id: 'read',
    target: '`$all` catch-up read ≥ 100,000 events/s',
    measured: `${int(read)} events/s`,
    met: read >= 100_000,
    fragile: runsBelow(results.runs.read.ours, 100_000),
  });
  const rebuild = r('rebuild', 'ours');
  verdicts.push({
    id: 'rebuild',
    target: 'Projection rebuild ≥ 20,000 events/s',
    measured: `${int(rebuild)} events/s`,
    met: rebuild >= 20_000,
    fragile: runsBelow(results.runs.rebuild.ours, 20_000),
  });
  const rss = peakOf(results.runs.rebuild.ours);
  verdicts.push({ id: 'rss', target: 'Rebuild peak RSS < 300 MB', measured: `${int(rss)} MB`, met: rss < 300 });
  return verdicts;
}

/** Every run's rate, for the detail table. */
export function runRows(results: BenchResults): string[][] {
  return (Object.keys(LABELS) as FigureKey[]).map((key) => [
    LABELS[key],
    ...(['ours', 'raw', 'emmett'] as const).map((who) =>
      results.runs[key][who].map((run) => int(rate(run))).join(' / '),
    ),
  ]);
}
