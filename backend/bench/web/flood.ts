import { fork } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import type { Measured } from '../api/report';

const FLOODER = path.join(path.dirname(fileURLToPath(import.meta.url)), 'flooder.ts');

/** The flooding client's connections (issue 25: 4 took `/api/health` from 34 ms to 852 ms). */
export const FLOOD_CONNECTIONS = 4;
/** Each of the other visitors' requests, asked at a steady rate (requests per second), as visitors do. */
export const VISITOR_RATE = 100;
const VISITOR_CONNECTIONS = 2;
/** The flood starts this long before the visitors are measured, and ends after them. */
const FLOOD_LEAD_S = 2;

export interface FloodOrder {
  base: string;
  /** The address asked, `{random}` replaced by a new random text each time. */
  path: string;
  forgedSession: boolean;
  connections: number;
  seconds: number;
  /** The flooder's address, through the trusted proxy header (the bench server runs with TRUST_PROXY=1). */
  address: string;
}

export interface FloodResult {
  requestsPerSecond: number;
  failures: number;
  /** What the server did with the flood's requests, from Server-Timing: rendered, kept, stale, client (why). */
  outcomes: Record<string, number>;
}

export interface VisitorPaths {
  health: string;
  listingJson: string;
  keptPage: string;
}

/** The other visitors' p50/p99, each request from its own address at a steady rate. */
export type Visitors = Record<keyof VisitorPaths, Measured>;

export interface FloodRow {
  name: string;
  flood: FloodResult;
  visitors: Visitors;
}

async function visitorRequests(base: string, paths: VisitorPaths, seconds: number): Promise<Visitors> {
  const names = Object.keys(paths) as (keyof VisitorPaths)[];
  const results = await Promise.all(
    names.map((name, index) =>
      autocannon({
        url: base + paths[name],
        connections: VISITOR_CONNECTIONS,
        overallRate: VISITOR_RATE,
        duration: seconds,
        headers: {
          accept: name === 'keptPage' ? 'text/html' : 'application/json',
          'accept-encoding': 'br, gzip',
          'x-forwarded-for': `198.51.100.${index + 1}`,
        },
      }),
    ),
  );
  return Object.fromEntries(
    names.map((name, index) => {
      const result = results[index]!;
      return [
        name,
        {
          requestsPerSecond: result.requests.average,
          p50: result.latency.p50,
          p99: result.latency.p99,
          failures: result.errors + result.timeouts + result.non2xx,
        },
      ];
    }),
  ) as Visitors;
}

function flood(order: FloodOrder): Promise<FloodResult> {
  const child = fork(FLOODER, [], {
    execArgv: ['--import', import.meta.resolve('tsx')],
    env: { ...process.env, FLOOD: JSON.stringify(order) },
  });
  return new Promise((resolve, reject) => {
    child.once('message', (message) => resolve(message as FloodResult));
    child.once('exit', (code) => reject(new Error(`the flooder exited with ${code}`)));
  });
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Issue 25 §2, "one client cannot slow everyone down": other visitors' latency idle, then while one client floods
 * with FLOOD_CONNECTIONS connections, for each kind of flood.
 */
export async function measureFloods(
  base: string,
  paths: VisitorPaths,
  floods: { name: string; path: string; forgedSession?: boolean }[],
  seconds: number,
): Promise<{ idle: Visitors; rows: FloodRow[] }> {
  await visitorRequests(base, paths, 2); // warm-up
  const idle = await visitorRequests(base, paths, seconds);
  const rows: FloodRow[] = [];
  for (const [index, kind] of floods.entries()) {
    const flooding = flood({
      base,
      path: kind.path,
      forgedSession: kind.forgedSession ?? false,
      connections: FLOOD_CONNECTIONS,
      seconds: seconds + 2 * FLOOD_LEAD_S,
      address: `203.0.113.${index + 1}`,
    });
    await pause(FLOOD_LEAD_S * 1000);
    const visitors = await visitorRequests(base, paths, seconds);
    rows.push({ name: kind.name, flood: await flooding, visitors });
    await pause(1000); // the server drains what the flood left
  }
  return { idle, rows };
}
