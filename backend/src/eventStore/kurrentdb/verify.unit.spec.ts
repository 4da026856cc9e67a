import { describe, expect, it } from 'vitest';
import {
  FAILED,
  SKIP_MESSAGE,
  SKIPPED,
  VERIFIED,
  VERIFY_SPECS,
  verifyKurrentDb,
  type SpecOutcome,
  type VerifyDependencies,
} from './verify';

const passing: SpecOutcome = { exitCode: 0, passed: 3, failed: 0, skipped: 0 };

function harness(overrides: Partial<VerifyDependencies> & { outcomes?: SpecOutcome[] } = {}) {
  const lines: string[] = [];
  const ran: { file: string; url: string }[] = [];
  const stopped: string[] = [];
  const outcomes = [...(overrides.outcomes ?? [])];
  const deps: VerifyDependencies = {
    env: {},
    dockerAvailable: async () => false,
    startContainer: async () => ({
      url: 'kurrentdb://127.0.0.1:49153?tls=false',
      origin: 'a container',
      stop: async () => void stopped.push('container'),
    }),
    runSpec: async (file, url) => {
      ran.push({ file, url });
      return outcomes.shift() ?? passing;
    },
    out: (line) => lines.push(line),
    ...overrides,
  };
  return { deps, lines, ran, stopped };
}

describe('npm run verify:kurrentdb', () => {
  it('without a Docker engine or EVENTSTORE_URL, says plainly that it skipped and why, and exits 3', async () => {
    const { deps, lines, ran } = harness();
    expect(await verifyKurrentDb(deps)).toBe(SKIPPED);
    expect(SKIPPED).not.toBe(VERIFIED);
    expect(ran).toEqual([]);
    const said = lines.join('\n');
    expect(said).toBe(SKIP_MESSAGE);
    expect(said).toMatch(/^KurrentDB NOT verified: skipped, nothing ran against KurrentDB\./);
    expect(said).toContain('EVENTSTORE_URL is not set and no Docker engine answers here');
    expect(said).toContain('Exit code 3');
  });

  it('runs the product start, then the contract suite, against EVENTSTORE_URL without asking Docker', async () => {
    const url = 'kurrentdb://kurrent.test:2113?tls=false';
    const { deps, lines, ran } = harness({
      env: { EVENTSTORE_URL: url },
      dockerAvailable: async () => {
        throw new Error('Docker must not be probed when EVENTSTORE_URL is given');
      },
    });
    expect(await verifyKurrentDb(deps)).toBe(VERIFIED);
    expect(ran).toEqual(VERIFY_SPECS.map(([, file]) => ({ file, url })));
    expect(ran[1]!.file).toBe('backend/src/eventStore/eventStoreDb/eventStoreDbEventStore.int.spec.ts');
    expect(lines.at(-1)).toMatch(/^KurrentDB verified against EVENTSTORE_URL/);
  });

  it('starts a container where Docker answers, and stops it even when a check fails', async () => {
    const { deps, ran, stopped, lines } = harness({
      dockerAvailable: async () => true,
      outcomes: [passing, { exitCode: 1, passed: 10, failed: 2, skipped: 0 }],
    });
    expect(await verifyKurrentDb(deps)).toBe(FAILED);
    expect(ran.map((run) => run.url)).toEqual(Array(2).fill('kurrentdb://127.0.0.1:49153?tls=false'));
    expect(stopped).toEqual(['container']);
    expect(lines.at(-1)).toMatch(/NOT verified: the event-store contract suite failed/);
  });

  it('never reports a suite that skipped its tests as verified', async () => {
    const { deps, lines } = harness({
      env: { EVENTSTORE_URL: 'kurrentdb://kurrent.test:2113?tls=false' },
      outcomes: [{ exitCode: 0, passed: 0, failed: 0, skipped: 1 }],
    });
    expect(await verifyKurrentDb(deps)).toBe(FAILED);
    expect(lines.at(-1)).toMatch(/NOT verified: the product start did not run in full/);
  });
});
