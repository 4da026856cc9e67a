import { describe, expect, it } from 'vitest';
import { aUser } from '@/test/api-mock';
import { adsAllowed, bottomNavIndex, formatBadge, mainButtonTarget, showMessages, subNavLinks } from './nav-model';

describe('unread badge', () => {
  it('shows the count up to 99, then 99+', () => {
    expect(formatBadge(1)).toBe('1');
    expect(formatBadge(99)).toBe('99');
    expect(formatBadge(100)).toBe('99+');
    expect(formatBadge(2500)).toBe('99+');
  });
});

describe('bottom navigation selection', () => {
  it.each([
    ['/', 0],
    ['/favorites', 1],
    ['/messages', 2],
    ['/messages/amelie', 2],
    ['/login', 3],
    ['/profile', 3],
    ['/faq', false],
  ] as const)('%s selects %s', (path, index) => {
    expect(bottomNavIndex(path)).toBe(index);
  });
});

describe('main button', () => {
  it('sends visitors to log in', () => {
    expect(mainButtonTarget(null)).toEqual({ to: '/login', label: 'login' });
  });

  it('sends clients and escorts to their profile', () => {
    expect(mainButtonTarget(aUser({ role: 'client' }))).toEqual({ to: '/profile', label: 'profile' });
    expect(mainButtonTarget(aUser({ role: 'escort' }))).toEqual({ to: '/profile', label: 'profile' });
  });

  it('sends staff to HQ, which advertisers know as Campaigns', () => {
    expect(mainButtonTarget(aUser({ role: 'moderator' }))).toEqual({ to: '/hq', label: 'hq' });
    expect(mainButtonTarget(aUser({ role: 'admin' }))).toEqual({ to: '/hq', label: 'hq' });
    expect(mainButtonTarget(aUser({ role: 'advertiser' }))).toEqual({ to: '/hq', label: 'campaigns' });
  });
});

describe('messages link', () => {
  it('is hidden from visitors and ghost members', () => {
    expect(showMessages(null)).toBe(false);
    expect(showMessages(aUser({ ghost: true }))).toBe(false);
    expect(showMessages(aUser())).toBe(true);
  });
});

describe('partner links', () => {
  const now = new Date('2026-11-22T00:00:00Z');

  it('are shown to visitors, clients and men escorts, not to women escorts nor VIPs', () => {
    expect(adsAllowed(null, now)).toBe(true);
    expect(adsAllowed(aUser({ role: 'client' }), now)).toBe(true);
    expect(adsAllowed(aUser({ role: 'escort', gender: 'man' }), now)).toBe(true);
    expect(adsAllowed(aUser({ role: 'escort', gender: 'woman' }), now)).toBe(false);
    expect(adsAllowed(aUser({ role: 'escort', gender: 'trans-woman' }), now)).toBe(false);
    expect(adsAllowed(aUser({ vip: '2026-12-01T00:00:00Z' }), now)).toBe(false);
    expect(adsAllowed(aUser({ vip: '2026-11-01T00:00:00Z' }), now)).toBe(true);
  });

  it('leave out the unset ones and go through the counted redirect of their rank', () => {
    expect(subNavLinks(['dating2', 'liveCams'], { 'menu-3': 'signed.token' })).toEqual([
      { key: 'liveCams', href: '/go/menu-1' },
      { key: 'dating2', href: '/go/menu-3?t=signed.token' },
    ]);
    expect(subNavLinks([])).toEqual([]);
  });
});
