import { describe, expect, it } from 'vitest';
import { dueReminders } from './reminders';

const now = new Date('2026-06-30T12:00:00.000Z');
const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000).toISOString();
const escort = { role: 'escort' as const, vipUntil: null, reminders: {}, registeredAt: hoursAgo(200) };

describe('VIP reminders (docs/product.md §9)', () => {
  it('reminds escorts without VIP whose account is older than 120 hours, every 504 hours at most', () => {
    expect(dueReminders(escort, now).vipReminder).toBe(true);
    expect(dueReminders({ ...escort, registeredAt: hoursAgo(100) }, now).vipReminder).toBe(false);
    expect(dueReminders({ ...escort, reminders: { vipReminder: hoursAgo(500) } }, now).vipReminder).toBe(false);
    expect(dueReminders({ ...escort, reminders: { vipReminder: hoursAgo(505) } }, now).vipReminder).toBe(true);
    expect(dueReminders({ ...escort, role: 'client' }, now).vipReminder).toBe(false);
  });

  it('warns of a VIP expiring in 1 to 4 days', () => {
    const inDays = (days: number) => new Date(now.getTime() + days * 86_400_000).toISOString();
    expect(dueReminders({ ...escort, vipUntil: inDays(3) }, now)).toEqual({
      vipExpiringReminder: true,
      vipExpiredReminder: false,
      vipReminder: false,
    });
    expect(dueReminders({ ...escort, vipUntil: inDays(5) }, now).vipExpiringReminder).toBe(false);
    expect(dueReminders({ ...escort, vipUntil: inDays(0.5) }, now).vipExpiringReminder).toBe(false);
  });

  it('tells of a VIP expired within 216 hours, once per expiry', () => {
    expect(dueReminders({ ...escort, vipUntil: hoursAgo(200) }, now).vipExpiredReminder).toBe(true);
    expect(dueReminders({ ...escort, vipUntil: hoursAgo(220) }, now).vipExpiredReminder).toBe(false);
    const seen = { ...escort, vipUntil: hoursAgo(200), reminders: { vipExpiredReminder: hoursAgo(10) } };
    expect(dueReminders(seen, now).vipExpiredReminder).toBe(false);
  });
});
