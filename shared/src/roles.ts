/** The product's roles (docs/product.md §6), most privileged first. */
export const ROLES = ['admin', 'moderator', 'advertiser', 'escort', 'client'] as const;
export type Role = (typeof ROLES)[number];

/**
 * Who an event can be attributed to: a person acting in one of their roles, the product itself
 * (scheduled jobs, process managers, demo seeding) which has no person behind it, or an operator at the
 * server's command line (`npm run admin`), named by their OS login since they need no account.
 */
export const ACTOR_ROLES = [...ROLES, 'system', 'operator'] as const;
export type ActorRole = (typeof ACTOR_ROLES)[number];
