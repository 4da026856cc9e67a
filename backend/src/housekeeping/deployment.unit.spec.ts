import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { REPOSITORY_ROOT } from '../config';

/**
 * What an operator relies on in the container setup and CI's `docker-compose config` cannot see: every
 * service reports its health, services start after what they need is healthy, and node gets the signals.
 */
interface Service {
  readonly image?: string;
  readonly build?: unknown;
  readonly restart?: string;
  readonly command?: unknown;
  readonly init?: boolean;
  readonly stop_grace_period?: string;
  readonly healthcheck?: { readonly test?: readonly string[] };
  readonly depends_on?: Record<string, { readonly condition?: string }> | readonly string[];
  readonly environment?: Record<string, string | null>;
  readonly profiles?: readonly string[];
}

const read = (file: string) => readFileSync(path.join(REPOSITORY_ROOT, file), 'utf8');
// `merge`: the app services share their settings through a `<<: *app` merge key, as Compose reads it.
const compose = parse(read('docker-compose.yml'), { merge: true }) as { services: Record<string, Service> };
const services = Object.entries(compose.services);
const isOneShot = (service: Service) => service.restart === 'no';
const appServices = services.filter(([, service]) => service.build !== undefined);

describe('docker-compose.yml', () => {
  it('gives every long-running service a health check', () => {
    const longRunning = services.filter(([, service]) => !isOneShot(service));
    expect(longRunning.length).toBeGreaterThanOrEqual(5);
    for (const [name, service] of longRunning) {
      expect(service.healthcheck?.test?.[0], name).toMatch(/^CMD(-SHELL)?$/);
      expect(service.restart, name).toBe('unless-stopped');
    }
  });

  it('starts each service only once what it depends on is healthy, or has completed for one-shot jobs', () => {
    const byName = new Map(services);
    for (const [name, service] of services) {
      const dependsOn = service.depends_on ?? {};
      expect(Array.isArray(dependsOn), `${name} lists depends_on without conditions`).toBe(false);
      for (const [dependency, { condition }] of Object.entries(dependsOn)) {
        const target = byName.get(dependency);
        expect(target, `${name} depends on an unknown ${dependency}`).toBeDefined();
        expect(condition, `${name} → ${dependency}`).toBe(
          isOneShot(target!) ? 'service_completed_successfully' : 'service_healthy',
        );
      }
    }
  });

  it('runs the API and the projections worker as node itself, with an init, a grace period and PUBLIC_URL', () => {
    expect(appServices.map(([name]) => name).sort()).toEqual(['backend', 'projections']);
    for (const [name, service] of appServices) {
      expect(service.command, name).toEqual(expect.arrayContaining(['node', '--import', 'tsx']));
      expect((service.command as string[])[0], name).toBe('node');
      expect(service.init, name).toBe(true);
      expect(service.stop_grace_period, name).toBeTruthy();
      expect(service.environment?.PUBLIC_URL, name).toMatch(/^\$\{PUBLIC_URL:-https?:\/\/.+\}$/);
    }
  });

  it('keeps pictures outside the containers, in the MinIO bucket the setup job creates', () => {
    const backend = new Map(services).get('backend')!;
    expect(backend.environment?.S3_ENDPOINT).toBe('http://minio:9000');
    expect(backend.depends_on).toMatchObject({ 'minio-setup': { condition: 'service_completed_successfully' } });
  });
});

describe('docker-compose.yml, btcpay profile', () => {
  const btcpay = services.filter(([, service]) => service.profiles?.includes('btcpay'));

  it('runs BTCPay Server and what it needs only with the profile, and nothing of the product waits for them', () => {
    expect(btcpay.map(([name]) => name).sort()).toEqual(['bitcoind', 'btcpay-postgres', 'btcpayserver', 'nbxplorer']);
    const optional = new Set(btcpay.map(([name]) => name));
    for (const [name, service] of services.filter(([serviceName]) => !optional.has(serviceName))) {
      expect(service.profiles, name).toBeUndefined();
      expect(
        Object.keys(service.depends_on ?? {}).filter((dependency) => optional.has(dependency)),
        name,
      ).toEqual([]);
    }
  });

  it('passes the four BTCPAY_* settings to the API only when they are set', () => {
    const backend = new Map(services).get('backend')!;
    for (const name of ['BTCPAY_URL', 'BTCPAY_STORE_ID', 'BTCPAY_API_KEY', 'BTCPAY_WEBHOOK_SECRET']) {
      expect(backend.environment, name).toHaveProperty(name, null);
    }
  });
});

describe('Dockerfile', () => {
  const dockerfile = read('Dockerfile');
  // The last stage, without comments: what the image runs.
  const runtime = dockerfile
    .slice(dockerfile.lastIndexOf('\nFROM '))
    .split('\n')
    .filter((line) => !line.startsWith('#'))
    .join('\n');

  it('runs node directly as the unprivileged user, in production, with a health check', () => {
    expect(runtime).toMatch(/^CMD \["node", "--import", "tsx", "backend\/src\/main\.ts"\]$/m);
    expect(runtime).toMatch(/^USER node$/m);
    expect(runtime).toMatch(/NODE_ENV=production/);
    expect(runtime).toMatch(/^HEALTHCHECK /m);
    expect(runtime).not.toMatch(/npm (start|run)/);
  });

  it('installs only production dependencies in the image it runs', () => {
    expect(dockerfile).toMatch(/npm ci --omit=dev/);
    expect(runtime).toMatch(/COPY --from=deps /);
    expect(runtime).toMatch(/COPY --from=build \/app\/frontend\/dist /);
    expect(runtime).toMatch(/COPY --from=build \/app\/backoffice\/dist /);
  });
});
