/** The product's roles (docs/product.md §6), most privileged first. */
export const ROLES = ['admin', 'moderator', 'advertiser', 'escort', 'client'] as const;
export type Role = (typeof ROLES)[number];

/**
 * Who an event can be attributed to: a person acting in one of their roles, or the product itself
 * (scheduled jobs, process managers, demo seeding) which has no person behind it.
 */
export const ACTOR_ROLES = [...ROLES, 'system'] as const;
export type ActorRole = (typeof ACTOR_ROLES)[number];
