import {
  projectionStatuses,
  rebuildProjection,
  startProjectionWorkers,
  type AnyProjection,
} from '@annuaire/projections';
import type { EventCatalogue, EventStore } from '@annuaire/shared';
import { loadConfig } from '../config';
import { openCore } from '../runtime/core';
import { progressPrinter } from './progressBar';

const USAGE = `Usage: npm run projections -- <command>
  run [name...]            follow projections live (all by default) until Ctrl-C
  rebuild <name>|--all     rebuild blue/green: new tables fill while the old serve, then swap
  status                   checkpoint, lag and errors of every projection`;

/** The operators' tool for projections; `projections` and `catalogue` are injected so tests can run it. */
export async function runProjectionsCli(
  argv: readonly string[],
  registry: { projections: (store: EventStore) => readonly AnyProjection[]; catalogue: EventCatalogue },
): Promise<number> {
  const [command, ...args] = argv;
  const log = (message: string) => console.error(`[projections] ${message}`);
  if (command === 'rebuild' && args.length !== 1) {
    console.error(USAGE);
    return 2;
  }
  if (command !== 'run' && command !== 'rebuild' && command !== 'status') {
    console.error(USAGE);
    return command ? 2 : 0;
  }
  const core = await openCore(loadConfig(), registry.catalogue, log);
  const all = registry.projections(core.store);
  const options = { db: core.db, store: core.store, connectionString: core.databaseUrl, log };
  try {
    const names = command === 'rebuild' ? (args[0] === '--all' ? [] : [args[0]!]) : args;
    const unknown = names.filter((name) => !all.some((p) => p.name === name));
    if (unknown.length > 0) {
      console.error(`Unknown projection ${unknown.join(', ')}; known: ${all.map((p) => p.name).join(', ')}`);
      return 2;
    }
    const selected = names.length === 0 ? all : all.filter((p) => names.includes(p.name));
    if (command === 'status') {
      console.log(JSON.stringify(await projectionStatuses(core.db, core.store, selected), null, 2));
      return 0;
    }
    if (command === 'rebuild') {
      for (const projection of selected) {
        log(`${projection.name}: rebuilding`);
        const processed = await rebuildProjection(projection, { ...options, onProgress: progressPrinter() });
        log(`${projection.name}: rebuilt from ${processed} events and swapped in`);
      }
      return 0;
    }
    const workers = startProjectionWorkers(selected, options);
    log(`following ${selected.map((p) => p.name).join(', ')}`);
    await new Promise<void>((resolve) => {
      process.once('SIGINT', resolve);
      process.once('SIGTERM', resolve);
    });
    await workers.stop();
    return 0;
  } finally {
    await core.close();
  }
}
