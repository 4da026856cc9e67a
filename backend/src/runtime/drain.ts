import type { Server } from 'node:http';

/** How often connections that just finished a request are looked for while draining. */
const SWEEP_MS = 50;

/**
 * Stops a server the way a supervisor's SIGTERM asks (`docker stop`, Kubernetes, systemd): it stops accepting
 * at once, closes the connections that wait idle (keep-alive), lets every request in flight finish, closing
 * each connection as it goes idle, and only after `graceMs` cuts what is still open. A visitor whose page was
 * being served when the deployment rolled gets that page, not an empty reply.
 *
 * Long-lived answers (the live-update streams) never finish by themselves: end them before draining.
 * Answers whether every request finished (`drained`) or some were cut (`cut`).
 */
export async function drainServer(server: Server, graceMs: number): Promise<'drained' | 'cut'> {
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeIdleConnections();
  // A keep-alive connection becomes idle when its request ends; closed then, it lets `close` complete.
  const sweep = setInterval(() => server.closeIdleConnections(), SWEEP_MS);
  let timer: NodeJS.Timeout | undefined;
  const cut = new Promise<'cut'>((resolve) => {
    timer = setTimeout(() => {
      server.closeAllConnections();
      resolve('cut');
    }, graceMs);
  });
  try {
    return await Promise.race([closed.then(() => 'drained' as const), cut]);
  } finally {
    clearInterval(sweep);
    clearTimeout(timer);
    await closed;
  }
}
