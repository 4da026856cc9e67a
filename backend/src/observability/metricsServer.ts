import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Logger } from './logger';
import type { Metrics } from './metrics';
import { METRICS_PATH } from './requestLogging';

export interface MetricsServer {
  readonly url: string;
  stop(): Promise<void>;
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
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://localhost:${port}${METRICS_PATH}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
