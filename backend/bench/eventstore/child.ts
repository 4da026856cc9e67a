/**
 * One measurement in a fresh process: `node --import tsx child.ts '<task json>'`. The result goes back
 * to the orchestrator over IPC. A fresh process per run keeps contenders from sharing JIT state, pg type
 * parsers (Emmett installs its own) or heap, and gives each rebuild its own peak RSS.
 */
import { appendSlot, oursAppender, rawAppender, runWriters, type AppendBench } from './appends';
import type { Task, TaskResult } from './config';
import { peakRssMb } from './measure';
import { oursRead, oursRebuild, rawRead, rawRebuild, sqlOnlyRebuild } from './readers';

async function runAppend(task: Extract<Task, { kind: 'append' }>): Promise<TaskResult> {
  let bench: AppendBench;
  if (task.contender === 'emmett') {
    const { emmettAppender } = await import('./emmett');
    bench = await emmettAppender(task.url, task.writers);
  } else {
    bench = await (task.contender === 'ours' ? oursAppender : rawAppender)(task.url, task.writers);
  }
  try {
    // Warm-up (JIT, statement shapes, Emmett's schema check) on streams of its own, not timed.
    const warmup = task.batch ? 2 : 10;
    await runWriters(task.writers, warmup, (writer, k) =>
      bench.append(appendSlot(`${task.tag}w`, writer, k, task.batch)),
    );
    const seconds = await runWriters(task.writers, task.appendsPerWriter, (writer, k) =>
      bench.append(appendSlot(task.tag, writer, k, task.batch)),
    );
    const events = task.writers * task.appendsPerWriter * (task.batch ? 100 : 1);
    return { events, seconds, peakRssMb: peakRssMb() };
  } finally {
    await bench.close();
  }
}

async function run(task: Task): Promise<TaskResult> {
  switch (task.kind) {
    case 'append':
      return runAppend(task);
    case 'read':
      if (task.contender === 'emmett') return (await import('./emmett')).emmettRead(task.url, task.capSeconds);
      return task.contender === 'ours' ? oursRead(task.url) : rawRead(task.url);
    case 'rebuild':
      if (task.contender === 'emmett') return (await import('./emmett')).emmettRebuild(task.url, task.capSeconds);
      return task.contender === 'ours' ? oursRebuild(task.url) : rawRebuild(task.url);
    case 'sql-rebuild':
      return sqlOnlyRebuild(task.url);
    case 'emmett-migrate':
      await (await import('./emmett')).emmettMigrate(task.url);
      return { events: 0, seconds: 0, peakRssMb: peakRssMb() };
    case 'idle':
      return { events: 0, seconds: 0, peakRssMb: peakRssMb() };
  }
}

const reply = (message: unknown) =>
  new Promise<void>((resolve) => (process.send ? process.send(message, () => resolve()) : resolve()));

try {
  const result = await run(JSON.parse(process.argv[2] ?? '{}') as Task);
  await reply({ ok: true, result });
  process.exit(0);
} catch (error) {
  await reply({ ok: false, error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  process.exit(1);
}
