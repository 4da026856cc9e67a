import { holdDevPostgres } from './devPostgresCli';

/**
 * `npm run dev`'s database service (scripts/dev.mjs): see holdDevPostgres. Stopped by SIGTERM, which dev.mjs
 * sends once the API has exited; Ctrl-C's SIGINT, which the whole terminal group receives, is left to dev.mjs,
 * so PostgreSQL does not stop under an API still closing its connections. Should dev.mjs itself die, the
 * cluster is stopped too (its parent changes).
 */
const stop = await holdDevPostgres().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
const parent = process.ppid;
let ending = false;
const end = () => {
  if (ending) return;
  ending = true;
  clearInterval(watch);
  void stop().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : String(error));
      process.exit(1);
    },
  );
};
// Also what keeps the process alive.
const watch = setInterval(() => {
  if (process.ppid !== parent) end();
}, 1000);
process.on('SIGINT', () => undefined);
process.once('SIGTERM', end);
