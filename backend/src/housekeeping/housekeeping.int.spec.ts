import { captchaMigration } from '../auth/captcha';
import { serverSecretsMigration } from '../postgres/secrets';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { HealthAnswer } from '@annuaire/shared';
import { startTestApi, type TestApi } from '../../../test/api';
import { consumeToken, createToken } from '../accounts/tokens';
import { countInWindow } from '../auth/rateLimit';
import { createSession, findSession, sessionsMigration } from '../auth/sessions';
import { recordLoginAddress } from '../connections/loginAddresses';
import { openMigratedDatabase } from '../auth/testing';
import { runHousekeeping, startHousekeeping } from './housekeeping';
import { PURGE_BATCH } from './purges';
import { housekeepingStatus } from './status';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const now = new Date('2026-03-01T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
const log = () => undefined;

let api: TestApi;
const count = async (table: string, where = sql`true`) => {
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)} where ${where}`.execute(
    api.deps.db,
  );
  return rows[0]!.n;
};
const mail = (status: string, sentAt: Date | null, subject: string) =>
  api.deps.db
    .insertInto('mail_outbox')
    .values({ to_address: 'member@example.test', subject, text_body: '', html_body: '', status, sent_at: sentAt })
    .execute();

let liveToken: string;
let liveResetToken: string;

beforeAll(async () => {
  api = await startTestApi();
  const { db } = api.deps;
  const session = (userId: string, openedAt: Date) =>
    createSession(db, { userId, remember: false, userAgent: 'Firefox', ip: '203.0.113.9', now: openedAt });
  // More expired sessions than one batch holds, so the purge must take several.
  for (let i = 0; i <= PURGE_BATCH; i++) await session(`expired-${i}`, ago(2 * DAY));
  liveToken = (await session('live', ago(HOUR))).token;

  await mail('sent', ago(31 * DAY), 'sent long ago');
  await mail('sent', ago(29 * DAY), 'sent recently');
  await mail('failed', null, 'failed long ago');
  await mail('pending', null, 'still pending');
  await db
    .updateTable('mail_outbox')
    .set({ created_at: ago(40 * DAY) })
    .execute();

  await countInWindow(db, { name: 'login', key: '203.0.113.9', at: ago(HOUR).getTime(), windowMs: 15 * 60_000 });
  await countInWindow(db, { name: 'login', key: '203.0.113.9', at: now.getTime(), windowMs: 15 * 60_000 });
  await db
    .insertInto('auth_captcha_spent')
    .values([
      { signature: 'spent-and-expired', expires_at: ago(HOUR) },
      { signature: 'spent-still-valid', expires_at: new Date(now.getTime() + HOUR) },
    ])
    .execute();

  await createToken(db, 'user-a', 'reset-password', ago(3 * HOUR)); // lives 2 hours: expired
  const used = await createToken(db, 'user-a', 'reset-email', ago(HOUR), 'new@example.test');
  await consumeToken(db, used, ['reset-email'], ago(HOUR / 2));
  liveResetToken = await createToken(db, 'user-b', 'reset-password', ago(HOUR / 2));

  await recordLoginAddress(db, { userId: 'user-a', ip: '198.51.100.1', at: ago(91 * DAY) });
  await recordLoginAddress(db, { userId: 'user-a', ip: '198.51.100.2', at: ago(89 * DAY) });

  const refusal = (day: string) => ({ day, block_id: 'block-1', kind: 'click', reason: 'replayed', count: 3 });
  await db
    .insertInto('campaigns_counting.refusals')
    .values([refusal('2025-01-20'), refusal('2025-03-10')])
    .execute();

  await runHousekeeping({ db, now: () => now }, log);
});
afterAll(async () => {
  await api?.close();
});

describe('housekeeping', () => {
  it('purges expired sessions, with their addresses and user agents, in batches, and keeps live ones', async () => {
    expect(await count('auth_sessions', sql`user_id like 'expired-%'`)).toBe(0);
    expect(await findSession(api.deps.db, liveToken, now)).toMatchObject({ userId: 'live', ip: '203.0.113.9' });
  });

  it('purges mail sent more than 30 days ago and keeps younger, failed and pending mail', async () => {
    const subjects = await api.deps.db.selectFrom('mail_outbox').select('subject').orderBy('subject').execute();
    expect(subjects.map((row) => row.subject)).toEqual(['failed long ago', 'sent recently', 'still pending']);
  });

  it('purges rate-limit windows and spent captchas that have ended, and keeps the current ones', async () => {
    expect(await count('auth_rate_limits')).toBe(1);
    expect(await count('auth_rate_limits', sql`window_end > ${now}`)).toBe(1);
    expect(await count('auth_captcha_spent')).toBe(1);
    expect(await count('auth_captcha_spent', sql`signature = 'spent-still-valid'`)).toBe(1);
  });

  it('purges used and expired mailed links and keeps a link that still works', async () => {
    expect(await count('accounts.tokens')).toBe(1);
    expect(await consumeToken(api.deps.db, liveResetToken, ['reset-password'], now)).toEqual({
      userId: 'user-b',
      purpose: 'reset-password',
      newEmail: null,
    });
  });

  it('forgets sign-in addresses unused for 90 days, and keeps younger ones for connected-account lookups', async () => {
    const rows = await sql<{ ip: string }>`select ip from safety.login_addresses where user_id = 'user-a'`.execute(
      api.deps.db,
    );
    expect(rows.rows.map((row) => row.ip)).toEqual(['198.51.100.2']);
  });

  it('forgets ad refusal tallies older than every statistics range', async () => {
    const rows = await sql<{ day: string }>`select day::text from campaigns_counting.refusals`.execute(api.deps.db);
    expect(rows.rows.map((row) => row.day)).toEqual(['2025-03-10']);
  });

  it("shows each job's last run and the rows it removed in /api/health", async () => {
    const { status, body } = await api.client().request<HealthAnswer>('GET', '/api/health');
    expect(status).toBe(200);
    const ran = { lastRunAt: now.toISOString(), error: null };
    expect(body.housekeeping).toEqual({
      sessions: { ...ran, removed: PURGE_BATCH + 1 },
      sentMail: { ...ran, removed: 1 },
      rateLimits: { ...ran, removed: 2 },
      expiredLinks: { ...ran, removed: 2 },
      loginAddresses: { ...ran, removed: 1 },
      adRefusals: { ...ran, removed: 1 },
    });
  });

  it('runs on its schedule once started and stops cleanly', async () => {
    const later = new Date(now.getTime() + DAY);
    const job = startHousekeeping({ db: api.deps.db, now: () => later }, log, { firstRunMs: 0 });
    await vi.waitFor(() => expect(housekeepingStatus().sessions?.lastRunAt).toBe(later.toISOString()), {
      timeout: 20_000,
    });
    await job.stop();
    // A day later the session that was live has expired too.
    expect(await count('auth_sessions')).toBe(0);
  });
});

describe('a failing job', () => {
  it('is reported with its error while the other jobs still run', async () => {
    // Only the sessions table (and the key signing its tokens) exists: every other purge fails on its missing table.
    const bare = await openMigratedDatabase([captchaMigration, serverSecretsMigration, sessionsMigration]);
    try {
      await createSession(bare.db, { userId: 'u', remember: false, userAgent: null, ip: null, now: ago(2 * DAY) });
      const messages: string[] = [];
      await runHousekeeping({ db: bare.db, now: () => now }, (message) => messages.push(message));
      const status = housekeepingStatus();
      expect(status.sessions).toEqual({ lastRunAt: now.toISOString(), removed: 1, error: null });
      expect(status.sentMail).toMatchObject({ removed: 0, error: expect.stringContaining('mail_outbox') });
      expect(messages).toContainEqual(
        expect.stringMatching(/^housekeeping sentMail \(after removing 0 row\(s\)\) failed: .*mail_outbox/),
      );
    } finally {
      await bare.close();
    }
  });
});
