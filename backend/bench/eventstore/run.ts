import { fork, type ChildProcess } from 'node:child_process';
import { writeDocSection } from '../docSections';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PostgresEventStore } from '../../src/eventStore/postgres/postgresEventStore';
import { EVENT_STORE_SCHEMA_SQL } from '../../src/eventStore/postgres/schema';
import { createPool } from '../../src/postgres/pool';
import { CONTENDERS, FULL, QUICK, type Contender, type Task, type TaskResult } from './config';
import { markdownReport } from './doc';
import { elapsedSince } from './measure';
import { HEADER, runRows, summaryRows, textTable, verdicts, type BenchResults, type FigureKey } from './report';
import {
  execute,
  loadEmmettLog,
  loadOurLog,
  machineInfo,
  settleBeforeRebuild,
  startBenchServer,
  type BenchServer,
} from './server';

const here = path.dirname(fileURLToPath(import.meta.url));
const CHILD = path.join(here, 'child.ts');
const DOC = path.resolve(here, '../../../docs/benchmarks.md');
const CHILD_TIMEOUT_MS = 10 * 60_000;

const children = new Set<ChildProcess>();

/** Runs one task in a fresh Node process and returns what it measured. */
function runChild(task: Task): Promise<TaskResult> {
  return new Promise((resolve, reject) => {
    const child = fork(CHILD, [JSON.stringify(task)], {
      execArgv: ['--import', import.meta.resolve('tsx')],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    children.add(child);
    let answer: { ok: boolean; result?: TaskResult; error?: string } | null = null;
    const timer = setTimeout(() => child.kill('SIGKILL'), CHILD_TIMEOUT_MS);
    child.on('message', (message) => (answer = message as typeof answer));
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      children.delete(child);
      if (answer?.ok && answer.result) resolve(answer.result);
      else reject(new Error(`${task.kind} child failed (${signal ?? code}): ${answer?.error ?? 'no answer'}`));
    });
  });
}

const rotate = <T>(items: readonly T[], by: number) => items.map((_, i) => items[(i + by) % items.length]!);
const log = (text: string) => console.log(`[bench] ${text}`);
const fmt = (result: TaskResult) =>
  `${Math.round(result.events / result.seconds).toLocaleString('en-US')} events/s (${result.events} in ${result.seconds.toFixed(2)} s, peak RSS ${Math.round(result.peakRssMb)} MB${result.capped ? ', capped' : ''})`;

export async function runEventStoreBench(args: readonly string[]): Promise<number> {
  const quick = args.includes('--quick');
  const sizes = quick ? QUICK : FULL;
  const started = process.hrtime.bigint();
  const loadBefore = os.loadavg();
  let server: BenchServer | null = null;
  const cleanup = async () => {
    for (const child of children) child.kill('SIGKILL');
    await server?.stop();
  };
  const onSignal = (signal: NodeJS.Signals) => {
    log(`${signal}: stopping PostgreSQL and removing its data`);
    void cleanup().finally(() => process.exit(130));
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    log(`starting embedded PostgreSQL (${quick ? 'quick' : 'full'} sizes)`);
    server = await startBenchServer();
    const admin = server.urlOf('postgres');
    const db = {} as Record<'oursAppend' | 'rawAppend' | 'emmettAppend' | 'oursLog' | 'emmettLog', string>;
    for (const name of ['oursAppend', 'rawAppend', 'emmettAppend', 'oursLog', 'emmettLog'] as const) {
      await execute(admin, `create database ${name.toLowerCase()}`);
      db[name] = server.urlOf(name.toLowerCase());
    }
    for (const url of [db.oursAppend, db.oursLog]) {
      const pool = createPool(url, { max: 1 });
      await PostgresEventStore.migrate(pool);
      await pool.end();
    }
    await execute(db.rawAppend, EVENT_STORE_SCHEMA_SQL); // the same table, constraints and indexes
    for (const url of [db.emmettAppend, db.emmettLog]) await runChild({ kind: 'emmett-migrate', url });
    const machine = await machineInfo(admin);
    const idleRssMb = (await runChild({ kind: 'idle' })).peakRssMb;

    const empty = () => ({ ours: [], raw: [], emmett: [] }) as Record<Contender, TaskResult[]>;
    const runs: BenchResults['runs'] = {
      single1: empty(),
      single32: empty(),
      batch8: empty(),
      read: empty(),
      rebuild: empty(),
    };
    const appendUrl: Record<Contender, string> = { ours: db.oursAppend, raw: db.rawAppend, emmett: db.emmettAppend };
    const appendFigures: [FigureKey, number, number, boolean][] = [
      ['single1', 1, sizes.single1, false],
      ['single32', 32, Math.round(sizes.single32 / 32), false],
      ['batch8', 8, Math.round(sizes.batches8 / 8), true],
    ];
    for (const [key, writers, appendsPerWriter, batch] of appendFigures) {
      for (let rep = 0; rep < sizes.appendRuns; rep++) {
        for (const contender of rotate(CONTENDERS, rep)) {
          await execute(admin, 'checkpoint');
          const task: Task = {
            kind: 'append',
            contender,
            url: appendUrl[contender],
            writers,
            appendsPerWriter,
            batch,
            tag: `${key}r${rep}`,
          };
          const result = await runChild(task);
          runs[key][contender].push(result);
          log(`${key} run ${rep + 1} ${contender}: ${fmt(result)}`);
        }
      }
    }

    log(`loading ${sizes.log.toLocaleString('en-US')} events into our store and into Emmett's`);
    let t = process.hrtime.bigint();
    await loadOurLog(db.oursLog, sizes.log);
    const oursLoad = elapsedSince(t);
    t = process.hrtime.bigint();
    await loadEmmettLog(db.emmettLog, sizes.log);
    const loadSeconds = { ours: oursLoad, emmett: elapsedSince(t) };
    log(`loaded in ${loadSeconds.ours.toFixed(1)} s (ours) and ${loadSeconds.emmett.toFixed(1)} s (Emmett)`);
    await execute(admin, 'checkpoint');

    // The raw floor reads our table: the same rows, so the figures differ only by what each reader does.
    const logUrl: Record<Contender, string> = { ours: db.oursLog, raw: db.oursLog, emmett: db.emmettLog };
    // One untimed pass so the first timed reader does not pay for bringing the table into the caches.
    await runChild({ kind: 'read', contender: 'raw', url: db.oursLog, capSeconds: 0 });
    for (let rep = 0; rep < sizes.readRuns; rep++) {
      for (const contender of rotate(CONTENDERS, rep)) {
        const result = await runChild({
          kind: 'read',
          contender,
          url: logUrl[contender],
          capSeconds: sizes.emmettReadCapSeconds,
        });
        if (!result.capped && result.events !== sizes.log)
          throw new Error(`${contender} read ${result.events} of ${sizes.log} events`);
        runs.read[contender].push(result);
        log(`read run ${rep + 1} ${contender}: ${fmt(result)}`);
      }
    }
    const sqlOnlyRebuild: TaskResult[] = [];
    for (let rep = 0; rep < sizes.rebuildRuns; rep++) {
      for (const contender of rotate(CONTENDERS, rep)) {
        await settleBeforeRebuild(admin, db.oursLog, db.emmettLog);
        const task: Task = {
          kind: 'rebuild',
          contender,
          url: logUrl[contender],
          capSeconds: sizes.emmettRebuildCapSeconds,
        };
        const result = await runChild(task);
        if (!result.capped && result.events !== sizes.log)
          throw new Error(`${contender} rebuilt ${result.events} events`);
        runs.rebuild[contender].push(result);
        log(`rebuild run ${rep + 1} ${contender}: ${fmt(result)}`);
      }
      await settleBeforeRebuild(admin, db.oursLog, db.emmettLog);
      const result = await runChild({ kind: 'sql-rebuild', url: db.oursLog });
      sqlOnlyRebuild.push(result);
      log(`rebuild run ${rep + 1} INSERT ... SELECT: ${fmt(result)}`);
    }

    const results: BenchResults = {
      quick,
      sizes,
      machine,
      runs,
      sqlOnlyRebuild,
      loadSeconds,
      idleRssMb,
      loadAverage: { before: loadBefore, after: os.loadavg() },
      totalSeconds: elapsedSince(started),
    };
    console.log(`\n${textTable(HEADER, summaryRows(results))}\n`);
    console.log(textTable(['figure: every run', 'ours', 'raw floor', 'emmett'], runRows(results)));
    console.log('\nTargets:');
    for (const verdict of verdicts(results)) {
      const fragile = verdict.met && verdict.fragile ? ` (median; ${verdict.fragile})` : '';
      console.log(`  ${verdict.met ? 'met   ' : 'MISSED'}  ${verdict.target}: ${verdict.measured}${fragile}`);
    }
    if (quick) log('quick run: docs/benchmarks.md left as it was');
    else {
      await writeDocSection('eventstore', markdownReport(results));
      log(`wrote ${path.relative(process.cwd(), DOC)}`);
    }
    log(`done in ${Math.round(elapsedSince(started))} s`);
    return 0;
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    await cleanup();
  }
}
