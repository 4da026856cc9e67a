import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

export const REPOSITORY_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const Environment = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** External PostgreSQL (read models, and the event store unless EVENTSTORE_URL is set). */
  DATABASE_URL: z.url().optional(),
  /** External EventStoreDB, e.g. esdb://localhost:2113?tls=false. */
  EVENTSTORE_URL: z.string().min(1).optional(),
  /** Where the embedded PostgreSQL keeps its data (git-ignored). */
  DATA_DIR: z.string().default(path.join(REPOSITORY_ROOT, '.data')),
  /** `off` runs the API alone, with projection workers in their own processes. */
  PROJECTIONS: z.enum(['on', 'off']).default('on'),
});

export type Config = z.infer<typeof Environment>;

/** Reads the environment once at start; a bad value stops the process with the variable named. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = Environment.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment:\n  ${problems.join('\n  ')}`);
  }
  return parsed.data;
}
