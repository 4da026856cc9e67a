import { createServer, request, Agent, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { drainServer } from './drain';

/** A server whose `/slow` answers only once the test lets it, and `/fast` at once. */
async function slowServer() {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let entered!: () => void;
  const inFlight = new Promise<void>((resolve) => (entered = resolve));
  const server = createServer((req, res) => {
    if (req.url === '/slow') {
      entered();
      void released.then(() => res.end('the whole page'));
    } else res.end('fast');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as AddressInfo).port, release, inFlight };
}

function get(port: number, path: string, agent?: Agent): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, agent }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

const servers: Server[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.closeAllConnections();
});

describe('draining the server on SIGTERM', () => {
  it('finishes a slow request started before the stop, while refusing new connections', async () => {
    const { server, port, release, inFlight } = await slowServer();
    servers.push(server);
    const slow = get(port, '/slow');
    await inFlight;
    const drained = drainServer(server, 120_000);
    await expect(get(port, '/fast')).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    release();
    expect(await slow).toEqual({ status: 200, body: 'the whole page' });
    // Resolved well before the grace: nothing was cut (a hang here would outlast the test's own timeout).
    expect(await drained).toBe('drained');
  });

  it('closes idle keep-alive connections at once instead of waiting for them', async () => {
    const { server, port } = await slowServer();
    servers.push(server);
    const agent = new Agent({ keepAlive: true });
    expect(await get(port, '/fast', agent)).toEqual({ status: 200, body: 'fast' });
    expect(await drainServer(server, 120_000)).toBe('drained');
    agent.destroy();
  });

  it('cuts what is still running once the grace is over, and still ends', async () => {
    const { server, port, inFlight } = await slowServer();
    servers.push(server);
    const slow = get(port, '/slow');
    await inFlight;
    expect(await drainServer(server, 10)).toBe('cut');
    await expect(slow).rejects.toMatchObject({ code: 'ECONNRESET' });
  });
});
