// `npm run dev`: the API with reload on save (tsx watch) and both Vite dev servers with hot reload, in one
// terminal, each line prefixed with its name. Ctrl-C stops them all; if one exits, the others are stopped
// too, so a half-running setup never lingers. The Vite servers proxy /api to the API (their vite configs).
// The embedded PostgreSQL runs in a service of its own, started first and stopped last: the API connects to
// it on every reload instead of stopping and starting it with each save (backend/src/cli/devPostgres.ts).
import { spawn } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
// The Vite dev servers proxy /api to port 3000 (frontend and backoffice vite.config.ts).
const apiPort = '3000';
const SITE_PORT = '5173';
const HQ_PORT = '5174';

const services = [
  {
    name: 'db',
    command: process.execPath,
    args: ['--import', 'tsx', 'backend/src/cli/devPostgres.ts'],
    cwd: root,
    // backend/src/cli/devPostgresCli.ts READY_LINE: the other services start once it is printed.
    readyLine: 'embedded PostgreSQL ready',
  },
  {
    name: 'api',
    command: bin('tsx'),
    // Watch the server's sources and what it imports; the apps have their own hot reload.
    args: ['watch', '--clear-screen=false', 'backend/src/main.ts'],
    cwd: root,
    // Links in mail (password resets) should open the dev site, which proxies /api here.
    env: { PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${SITE_PORT}` },
  },
  { name: 'site', command: bin('vite'), args: ['--port', SITE_PORT, '--strictPort'], cwd: path.join(root, 'frontend') },
  { name: 'hq', command: bin('vite'), args: ['--port', HQ_PORT, '--strictPort'], cwd: path.join(root, 'backoffice') },
];

if (process.env.PORT && process.env.PORT !== apiPort) {
  console.error(
    `PORT=${process.env.PORT} ignored: in development the API listens on ${apiPort}, where the Vite servers proxy /api.`,
  );
}

const width = Math.max(...services.map((service) => service.name.length));
const children = new Map();
let stopping = false;

function prefixed(stream, name, target, onLine = () => {}) {
  const lines = readline.createInterface({ input: stream });
  lines.on('line', (line) => {
    target.write(`${name.padEnd(width)} | ${line}\n`);
    onLine(line);
  });
  lines.on('error', (error) => console.error(`${name.padEnd(width)} | output error: ${error.message}`));
}

function stopAll(code) {
  if (stopping) return;
  stopping = true;
  process.exitCode = code;
  // The database last, once the API has closed its connections (see the exit handler below).
  for (const [name, child] of children) if (name !== 'db' && child.exitCode === null) child.kill('SIGTERM');
  stopDatabaseWhenAlone();
  // Whatever has not stopped within 10 s is killed, so Ctrl-C always gives the terminal back.
  setTimeout(() => {
    for (const child of children.values()) if (child.exitCode === null) child.kill('SIGKILL');
  }, 10_000).unref();
}

/** Stops the database service once nothing else runs. */
function stopDatabaseWhenAlone() {
  const database = children.get('db');
  if (database && children.size === 1 && database.exitCode === null) database.kill('SIGTERM');
}

/** Starts a service; resolves once it printed its `readyLine` (at once for a service without one). */
function start(service) {
  let ready;
  const started = new Promise((resolve) => (ready = resolve));
  const child = spawn(service.command, service.args, {
    cwd: service.cwd,
    env: { ...process.env, FORCE_COLOR: '1', PORT: apiPort, ...service.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.set(service.name, child);
  prefixed(child.stdout, service.name, process.stdout, (line) => {
    if (service.readyLine && line.includes(service.readyLine)) ready();
  });
  prefixed(child.stderr, service.name, process.stderr);
  if (!service.readyLine) ready();
  child.on('error', (error) => {
    console.error(`${service.name.padEnd(width)} | could not start: ${error.message}`);
    stopAll(1);
  });
  child.on('exit', (code, signal) => {
    console.error(`${service.name.padEnd(width)} | exited (${signal ?? code})`);
    children.delete(service.name);
    ready();
    stopAll(stopping ? (process.exitCode ?? 0) : 1);
    if (stopping) stopDatabaseWhenAlone();
  });
  return started;
}

process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));
const [database, ...others] = services;
await start(database);
if (!stopping) for (const service of others) void start(service);

if (!stopping) {
  console.log(
    `api  http://localhost:${apiPort}\nsite http://localhost:${SITE_PORT}\nhq   http://localhost:${HQ_PORT}/hq/`,
  );
}
