import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { REPOSITORY_ROOT } from '../config';
import { KURRENTDB_IMAGE } from '../eventStore/kurrentdb/server';

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
  readonly ports?: readonly string[];
  readonly volumes?: readonly string[];
  readonly user?: string;
  readonly entrypoint?: readonly string[];
}

interface ComposeFile {
  readonly services: Record<string, Service>;
  readonly volumes?: Record<string, unknown>;
}

const read = (file: string) => readFileSync(path.join(REPOSITORY_ROOT, file), 'utf8');
// `merge`: the app services share their settings through a `<<: *app` merge key, as Compose reads it.
const compose = parse(read('docker-compose.yml'), { merge: true }) as ComposeFile;
const services = Object.entries(compose.services);
const isOneShot = (service: Service) => service.restart === 'no';
const appServices = services.filter(([, service]) => service.build !== undefined && !isOneShot(service));
const byName = (entries: [string, Service][]) => new Map(entries);
/** Every string of a command or entrypoint, joined: what the container runs. */
const runs = (service: Service) => [service.entrypoint, service.command].flat().filter(Boolean).join(' ');

/** The KurrentDB override, and the model Compose makes of both files (`-f docker-compose.yml -f ...kurrentdb.yml`). */
const kurrentdb = parse(read('docker-compose.kurrentdb.yml'), { merge: true }) as ComposeFile;
const mountTarget = (volume: string) => volume.split(':')[1];
function mergeService(base: Service | undefined, over: Service): Service {
  if (!base) return over;
  const volumes = new Map([...(base.volumes ?? []), ...(over.volumes ?? [])].map((v) => [mountTarget(v), v]));
  return {
    ...base,
    ...over,
    environment: { ...base.environment, ...over.environment },
    depends_on: { ...(base.depends_on as object), ...(over.depends_on as object) } as Service['depends_on'],
    volumes: [...volumes.values()],
  };
}
const withKurrentDb: [string, Service][] = Object.entries({
  ...compose.services,
  ...Object.fromEntries(
    Object.entries(kurrentdb.services).map(([name, service]) => [name, mergeService(compose.services[name], service)]),
  ),
});

describe.each([
  ['docker-compose.yml', services],
  ['docker-compose.yml with docker-compose.kurrentdb.yml', withKurrentDb],
])('%s', (_, model) => {
  it('gives every long-running service a health check', () => {
    const longRunning = model.filter(([, service]) => !isOneShot(service));
    expect(longRunning.length).toBeGreaterThanOrEqual(5);
    for (const [name, service] of longRunning) {
      expect(service.healthcheck?.test?.[0], name).toMatch(/^CMD(-SHELL)?$/);
      expect(service.restart, name).toBe('unless-stopped');
    }
  });

  it('starts each service only once what it depends on is healthy, or has completed for one-shot jobs', () => {
    const known = byName(model);
    for (const [name, service] of model) {
      const dependsOn = service.depends_on ?? {};
      expect(Array.isArray(dependsOn), `${name} lists depends_on without conditions`).toBe(false);
      for (const [dependency, { condition }] of Object.entries(dependsOn)) {
        const target = known.get(dependency);
        expect(target, `${name} depends on an unknown ${dependency}`).toBeDefined();
        expect(condition, `${name} → ${dependency}`).toBe(
          isOneShot(target!) ? 'service_completed_successfully' : 'service_healthy',
        );
      }
    }
  });

  it('publishes every port on 127.0.0.1 only: the API behind its reverse proxy, the rest for this machine', () => {
    const published = model.flatMap(([name, service]) => (service.ports ?? []).map((port) => [name, port]));
    expect(published).toContainEqual(['backend', '127.0.0.1:3000:3000']);
    for (const [name, port] of published) expect(port, name).toMatch(/^127\.0\.0\.1:\d+:\d+$/);
  });
});

describe('docker-compose.yml', () => {
  it('runs the API and the projections worker as node itself, with an init, a grace period and PUBLIC_URL', () => {
    expect(appServices.map(([name]) => name).sort()).toEqual(['backend', 'projections']);
    for (const [name, service] of appServices) {
      expect(service.command, name).toEqual(expect.arrayContaining(['node', '--import', 'tsx']));
      expect((service.command as string[])[0], name).toBe('node');
      expect(service.init, name).toBe(true);
      expect(service.stop_grace_period, name).toBeTruthy();
    }
  });

  it('requires PUBLIC_URL, with no localhost default: Compose refuses to start without it', () => {
    for (const [name, service] of services.filter(([, service]) => service.build !== undefined)) {
      expect(service.environment?.PUBLIC_URL, name).toMatch(/^\$\{PUBLIC_URL:\?[^}]+\}$/);
    }
    expect(read('docker-compose.yml')).not.toMatch(/PUBLIC_URL:-|localhost:3000/);
  });

  it('stores events in PostgreSQL, the event store every test runs: no KurrentDB and no EVENTSTORE_URL', () => {
    for (const [name, service] of services) {
      expect(service.image ?? '', name).not.toMatch(/kurrent|eventstore/i);
      expect(service.environment ?? {}, name).not.toHaveProperty('EVENTSTORE_URL');
      expect(Object.keys(service.depends_on ?? {}), name).not.toContain('eventstore');
    }
    expect(byName(services).has('eventstore')).toBe(false);
    expect(byName(services).get('backend')!.environment?.DATABASE_URL).toMatch(/@postgres:5432\//);
  });

  it('backs up into the backups volume with a one-shot job that `up` does not start', () => {
    expect(compose.volumes).toHaveProperty('backups');
    const backup = byName(services).get('backup')!;
    expect(isOneShot(backup)).toBe(true);
    expect(backup.profiles).toEqual(['backup']);
    expect(backup.volumes).toContain('backups:/backups');
    expect(runs(backup)).toMatch(/node --import tsx backend\/src\/cli\/backup\.ts "\/backups\/\$\$\(date /);
    // The same image as the API's, under one tag, so `up --build` keeps the backup's image current too.
    expect(backup.image).toBe(byName(services).get('backend')!.image);
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
      if (name !== 'backup') expect(service.profiles, name).toBeUndefined();
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

describe('docker-compose.kurrentdb.yml, kurrentdb profile', () => {
  const merged = byName(withKurrentDb);
  const own = Object.entries(kurrentdb.services);

  it('adds KurrentDB and its scavenge under the kurrentdb profile, the image the contract suite verifies', () => {
    const added = own.filter(([name]) => !(name in compose.services));
    expect(added.map(([name]) => name).sort()).toEqual(['eventstore', 'kurrentdb-scavenge']);
    for (const [name, service] of added) expect(service.profiles, name).toEqual(['kurrentdb']);
    const eventstore = merged.get('eventstore')!;
    expect(eventstore.image).toBe(KURRENTDB_IMAGE);
    expect(eventstore.volumes).toContain('eventstore-data:/var/lib/kurrentdb');
    expect(eventstore.ports).toEqual(['127.0.0.1:2113:2113']);
    expect(kurrentdb.volumes).toHaveProperty('eventstore-data');
    expect(kurrentdb.volumes).toHaveProperty('backups');
  });

  it('points the API, the worker and the backup at it through EVENTSTORE_URL, and they wait for it', () => {
    for (const name of ['backend', 'projections', 'backup']) {
      const service = merged.get(name)!;
      expect(service.environment?.EVENTSTORE_URL, name).toBe('kurrentdb://eventstore:2113?tls=false');
      expect(service.depends_on, name).toMatchObject({ eventstore: { condition: 'service_healthy' } });
    }
    // Only the services the profile adds or changes are in the override: everything else stays as is.
    expect(own.map(([name]) => name).sort()).toEqual([
      'backend',
      'backup',
      'eventstore',
      'kurrentdb-scavenge',
      'projections',
    ]);
  });

  it('backs up KurrentDB by file copy, read-only, together with the PostgreSQL tables, into the backups volume', () => {
    const backup = merged.get('backup')!;
    expect(isOneShot(backup)).toBe(true);
    expect(backup.profiles).toEqual(['backup']);
    expect(runs(backup)).toMatch(/kurrentdb-backup\.sh/);
    expect(backup.volumes).toEqual(
      expect.arrayContaining([
        'backups:/backups',
        'eventstore-data:/var/lib/kurrentdb:ro',
        './scripts/kurrentdb-backup.sh:/usr/local/bin/kurrentdb-backup.sh:ro',
      ]),
    );
    expect(backup.environment?.KURRENTDB_DATA).toBe('/var/lib/kurrentdb');
    // The script ends with the same command the default backup runs, into the same folder.
    expect(read('scripts/kurrentdb-backup.sh')).toMatch(
      /node --import tsx backend\/src\/cli\/backup\.ts "\$target\/postgres"/,
    );
  });

  it('scavenges KurrentDB on a schedule through its HTTP API, never during a backup', () => {
    const scavenge = merged.get('kurrentdb-scavenge')!;
    expect(scavenge.restart).toBe('unless-stopped');
    expect(runs(scavenge)).toMatch(/kurrentdb-scavenge\.sh/);
    expect(scavenge.environment).toMatchObject({ KURRENTDB_HTTP_URL: 'http://eventstore:2113' });
    expect(scavenge.volumes).toContain('backups:/backups:ro'); // to see the backup's lock
    const script = read('scripts/kurrentdb-scavenge.sh');
    expect(script).toMatch(/http POST \/admin\/scavenge/);
    expect(script).toMatch(/kurrentdb-backup\.lock/);
  });

  it('mounts only scripts that exist in the repository', () => {
    for (const [name, service] of own) {
      for (const volume of service.volumes ?? []) {
        if (!volume.startsWith('./')) continue;
        expect(existsSync(path.join(REPOSITORY_ROOT, volume.split(':')[0]!)), `${name}: ${volume}`).toBe(true);
      }
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
