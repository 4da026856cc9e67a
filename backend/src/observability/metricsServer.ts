import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Config } from '../config';
import type { Logger } from './logger';
import type { Metrics } from './metrics';
import type { Readiness } from './readiness';
import { METRICS_PATH } from './requestLogging';

export interface MetricsServer {
  readonly url: string;
  /** The address it listens on, as the socket reports it. */
  readonly address: string;
  stop(): Promise<void>;
}

/**
 * Where METRICS_PORT listens, or null when unset: on METRICS_HOST (loopback by default), never on HOST,
 * the public interface (docs/security.md "Metrics not public").
 */
export function metricsListenerOf(config: Pick<Config, 'METRICS_PORT' | 'METRICS_HOST'>) {
  return config.METRICS_PORT ? { host: config.METRICS_HOST, port: config.METRICS_PORT } : null;
}

/**
 * METRICS_PORT: a listener serving only `GET /metrics`, without a token, for a scraper on the operator's
 * internal network. It must not be published: whoever reaches it reads the metrics. Given `readiness` (the
 * projections worker, which has no other port), it also answers `GET /livez` and `GET /readyz`.
 */
export async function startMetricsServer(options: {
  metrics: Metrics;
  host: string;
  port: number;
  logger: Logger;
  readiness?: () => Promise<Readiness>;
}): Promise<MetricsServer> {
  const { metrics, logger, readiness } = options;
  const server: Server = createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0];
    const read = req.method === 'GET' || req.method === 'HEAD';
    if (readiness && read && (path === '/livez' || path === '/readyz')) {
      void answerHealth(path, readiness, logger)
        .then(({ status, body }) => {
          res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
          res.end(req.method === 'HEAD' ? undefined : JSON.stringify(body));
        })
        .catch((error: unknown) => logger.error({ err: error }, `${path}: could not answer`));
      return;
    }
    if (path !== METRICS_PATH || !read) {
      res.writeHead(404, { 'Content-Type': 'application/json; charset=utf-8' });
      const served = readiness ? 'GET /metrics, /livez and /readyz are' : 'GET /metrics is';
      res.end(JSON.stringify({ msg: `Only ${served} served here`, code: 'not_found' }));
      return;
    }
    metrics.registry.metrics().then(
      (text) => {
        res.writeHead(200, { 'Content-Type': metrics.registry.contentType, 'Cache-Control': 'no-store' });
        res.end(req.method === 'HEAD' ? undefined : text);
      },
      (error: unknown) => {
        logger.error({ err: error }, 'metrics: scrape failed');
        res.writeHead(500, { 'Content-Type': 'application/json; charset=utf-8' });
        res.end(JSON.stringify({ msg: 'Internal error', code: 'internal' }));
      },
    );
  });
  server.on('clientError', (_error, socket) => socket.destroy());
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  // After start, a socket's failure is logged; it must never end the process.
  server.on('error', (error) => logger.error({ err: error }, 'metrics: listener error'));
  const { port, address } = server.address() as AddressInfo;
  return {
    url: `http://${urlHost(address)}:${port}${METRICS_PATH}`,
    address,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * `/livez`: the process answers. `/readyz`: 200 when every part answers, else 503 naming the parts that fail
 * (raw errors withheld, as the API's `/readyz` does without the token: they are in the process's log).
 */
async function answerHealth(
  path: string,
  readiness: () => Promise<Readiness>,
  logger: Logger,
): Promise<{ status: number; body: object }> {
  if (path === '/livez') return { status: 200, body: { status: 'live' } };
  try {
    const { ready, failing } = await readiness();
    return ready
      ? { status: 200, body: { status: 'ready' } }
      : { status: 503, body: { status: 'unavailable', failing } };
  } catch (error) {
    logger.error({ err: error }, 'readyz: readiness check failed');
    return { status: 503, body: { status: 'unavailable', failing: { readiness: 'failed' } } };
  }
}

/** The host to write in the logged address: the interface listened on, or localhost for all of them. */
const urlHost = (address: string) =>
  address === '0.0.0.0' || address === '::' ? 'localhost' : address.includes(':') ? `[${address}]` : address;
