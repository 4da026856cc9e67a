import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Config } from '../config';
import type { Logger } from './logger';
import type { Metrics } from './metrics';
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
 * internal network. It must not be published: whoever reaches it reads the metrics.
 */
export async function startMetricsServer(options: {
  metrics: Metrics;
  host: string;
  port: number;
  logger: Logger;
}): Promise<MetricsServer> {
  const { metrics, logger } = options;
  const server: Server = createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0];
    if (path !== METRICS_PATH || (req.method !== 'GET' && req.method !== 'HEAD')) {
      res.writeHead(404, { 'Content-Type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify({ msg: 'Only GET /metrics is served here', code: 'not_found' }));
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

/** The host to write in the logged address: the interface listened on, or localhost for all of them. */
const urlHost = (address: string) =>
  address === '0.0.0.0' || address === '::' ? 'localhost' : address.includes(':') ? `[${address}]` : address;
