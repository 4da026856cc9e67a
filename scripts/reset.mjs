// `npm run reset [-- --yes]`: deletes the embedded data folder (DATA_DIR: the PostgreSQL cluster, and the
// pictures unless PICTURES_DIR points elsewhere) so the next `npm start` begins from nothing. Refuses an
// external database (DATABASE_URL: not ours to drop) and a running cluster (deleting the files under a live
// server corrupts it and leaves it running). Asks for the folder's name to be typed, unless --yes.
import { existsSync, readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import readline from 'node:readline/promises';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const dataDir = path.resolve(process.env.DATA_DIR ?? path.join(root, '.data'));
const yes = process.argv.includes('--yes');

function fail(message) {
  console.error(message);
  process.exit(2);
}

function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM'; // alive, owned by another user (the cluster may run as `postgres`)
  }
}

if (process.env.DATABASE_URL) {
  fail('DATABASE_URL is set: reset only deletes the embedded data folder, never an external database.');
}
if (!existsSync(dataDir)) {
  console.log(`${dataDir} does not exist: nothing to reset.`);
  process.exit(0);
}
const pidFile = path.join(dataDir, 'postgres', 'postmaster.pid');
if (existsSync(pidFile)) {
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (Number.isInteger(pid) && pid > 0 && isAlive(pid)) {
    fail(`The embedded PostgreSQL is running (pid ${pid}): stop npm start (and any npm run projections) first.`);
  }
}
if (!yes) {
  if (!process.stdin.isTTY) fail('Not a terminal: pass --yes to reset without the typed confirmation.');
  const name = path.basename(dataDir);
  const prompt = readline.createInterface({ input: process.stdin, output: process.stdout });
  const answer = await prompt.question(
    `This deletes ${dataDir}: every account, event, message and picture of this machine.\nType "${name}" to confirm: `,
  );
  prompt.close();
  if (answer.trim() !== name) fail('Not confirmed; nothing deleted.');
}
await rm(dataDir, { recursive: true, force: true });
console.log(`Deleted ${dataDir}. The next npm start creates a fresh database.`);
