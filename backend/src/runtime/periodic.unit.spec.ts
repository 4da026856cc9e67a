import { describe, expect, it, vi } from 'vitest';
import { createLogger } from '../observability/logger';
import { createMetrics } from '../observability/metrics';
import { captureLines, parseExposition, sampleValue } from '../observability/testing';
import { jobFailuresThrough, jobFailuresTo, startPeriodicJob, type JobFailures } from './periodic';

const failuresOf = async (metrics: ReturnType<typeof createMetrics>, job: string) =>
  sampleValue(parseExposition(await metrics.registry.metrics()), 'annuaire_background_job_failures_total', { job });

describe('a background job that fails', () => {
  it('is told once per failed run, by its name, and runs again on its schedule', async () => {
    const reported: Array<[string, string]> = [];
    let runs = 0;
    const job = startPeriodicJob({
      name: 'housekeeping',
      firstRunMs: 0,
      everyMs: 10,
      failures: (name, error) => reported.push([name, (error as Error).message]),
      run: async () => {
        runs++;
        throw new Error(`database away (${runs})`);
      },
    });
    await vi.waitFor(() => expect(runs).toBeGreaterThanOrEqual(3));
    await job.stop();
    expect(reported.slice(0, 3)).toEqual([
      ['housekeeping', 'database away (1)'],
      ['housekeeping', 'database away (2)'],
      ['housekeeping', 'database away (3)'],
    ]);
  });

  it('is not told when the run fails because the job is being stopped', async () => {
    const failures = vi.fn<JobFailures>();
    let started!: () => void;
    const inRun = new Promise<void>((resolve) => (started = resolve));
    const job = startPeriodicJob({
      name: 'mail_sender',
      firstRunMs: 0,
      everyMs: 60_000,
      failures,
      run: (signal) =>
        new Promise<void>((_, reject) => {
          started();
          signal.addEventListener('abort', () => reject(new Error('pool closed')));
        }),
    });
    await inRun;
    await job.stop();
    expect(failures).not.toHaveBeenCalled();
  });

  it('is logged at warn with the job and the message, no stack, and counted by job', async () => {
    const capture = captureLines();
    const metrics = createMetrics();
    const failures = jobFailuresTo(createLogger({ level: 'info', destination: capture.stream }), metrics);
    failures('picture_variants', new Error('disk full'));
    failures('housekeeping', new Error('relation "mail_outbox" does not exist'), 'sentMail (after removing 0 row(s))');
    failures('housekeeping', 'timeout');
    expect(capture.lines).toEqual([
      expect.objectContaining({ level: 40, job: 'picture_variants', msg: 'picture variants failed: disk full' }),
      expect.objectContaining({
        level: 40,
        job: 'housekeeping',
        msg: 'housekeeping sentMail (after removing 0 row(s)) failed: relation "mail_outbox" does not exist',
      }),
      expect.objectContaining({ level: 40, job: 'housekeeping', msg: 'housekeeping failed: timeout' }),
    ]);
    expect(capture.raw.join('')).not.toMatch(/stack|"err"/);
    expect(await failuresOf(metrics, 'housekeeping')).toBe(2);
    expect(await failuresOf(metrics, 'picture_variants')).toBe(1);
  });

  it('writes the same line through a log function where there is no logger', () => {
    const lines: string[] = [];
    jobFailuresThrough((line) => lines.push(line))('mail_sender', new Error('relation "mail_outbox" does not exist'));
    expect(lines).toEqual(['mail sender failed: relation "mail_outbox" does not exist']);
  });
});
