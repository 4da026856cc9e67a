import { hasPermission } from '@annuaire/shared';
import { HQ_PATH } from '@/config/paths';
import { PARTNER_LINKS, type PartnerLink } from '@/features/site-settings';

/** The member fields the shell's rules read; the full CurrentUser satisfies it. */
export interface ShellUser {
  role: 'admin' | 'moderator' | 'advertiser' | 'escort' | 'client';
  gender: 'woman' | 'man' | 'trans-woman' | 'trans-man';
  vip: string | null;
  ghost: boolean;
  online: string | null;
}

export type MainTarget =
  | { to: typeof HQ_PATH; label: 'hq' | 'campaigns' }
  | { to: '/profile'; label: 'profile' }
  | { to: '/login'; label: 'login' };

/** docs/product.md §2: staff area with headquarters access (advertisers know it as Campaigns), else profile, else log in. */
export function mainButtonTarget(user: ShellUser | null): MainTarget {
  if (user && hasPermission(user.role, 'ACCESS_HQ')) {
    return { to: HQ_PATH, label: user.role === 'advertiser' ? 'campaigns' : 'hq' };
  }
  return user ? { to: '/profile', label: 'profile' } : { to: '/login', label: 'login' };
}

/** docs/product.md §2: the bottom navigation item for a locale-free path; false selects none. */
export function bottomNavIndex(path: string): 0 | 1 | 2 | 3 | false {
  const first = path.split('/')[1] ?? '';
  if (first === '') return 0;
  if (first === 'favorites') return 1;
  if (first === 'messages') return 2;
  if (first === 'login' || first === 'profile') return 3;
  return false;
}

/** docs/product.md §2: messages are hidden from visitors and from ghost members. */
export function showMessages(user: ShellUser | null): boolean {
  return user !== null && !user.ghost;
}

/** docs/product.md §9: the badge shows at most 99, then 99+. */
export const BADGE_MAX = 99;

export function formatBadge(count: number): string {
  return count > BADGE_MAX ? `${BADGE_MAX}+` : String(count);
}

export function isVipActive(user: ShellUser, now: Date = new Date()): boolean {
  return user.vip !== null && new Date(user.vip).getTime() > now.getTime();
}

/** Available: online set (now or booked for later) and not hiding as a ghost. */
export function isAvailable(user: ShellUser): boolean {
  return user.online !== null && !user.ghost;
}

/** docs/product.md §6: ads (and the partner sub-navigation) for visitors, and members who are not women/trans-women escorts and not VIP. */
export function adsAllowed(user: ShellUser | null, now: Date = new Date()): boolean {
  if (!user) return true;
  const advertisingEscort = user.role === 'escort' && (user.gender === 'woman' || user.gender === 'trans-woman');
  return !advertisingEscort && !isVipActive(user, now);
}

export interface SubNavLink {
  key: PartnerLink;
  href: string;
}

/**
 * The partner links an admin set (app settings), in order, each through `/go/menu-1..3`: the server records the
 * click (`ad_menu_click_n`, docs/product.md §3) when the link carries its token (`tokens`, by `menu-n`; docs/product.md
 * §6 counting ads) and sends the visitor to the address it holds either way.
 */
export function subNavLinks(
  configured: readonly PartnerLink[],
  tokens: Readonly<Record<string, string>> = {},
): SubNavLink[] {
  return PARTNER_LINKS.flatMap((key, index) => {
    if (!configured.includes(key)) return [];
    const id = `menu-${index + 1}`;
    const token = tokens[id];
    return [{ key, href: token ? `/go/${id}?${new URLSearchParams({ t: token }).toString()}` : `/go/${id}` }];
  });
}
