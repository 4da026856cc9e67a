import { z } from 'zod';

/** Upload limits of docs/product.md §5 and §9. */
export const PICTURE_MAX_BYTES = 20 * 1024 * 1024;
export const PICTURE_MIME_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/avif', 'image/svg+xml'] as const;
export type PictureMimeType = (typeof PICTURE_MIME_TYPES)[number];

/** How many gallery pictures a profile holds (docs/product.md §9), and how many of them rotate as the card picture. */
export const PICTURE_LIMITS = { client: 3, escort: 8, vip: 16 } as const;
export const ROTATION_LIMIT = 4;

/** The sizes and qualities the image endpoint serves (docs/product.md §9); anything else is rounded to these. */
export const IMAGE_WIDTHS = [640, 1200] as const;
export const IMAGE_QUALITIES = [60, 75, 85, 100] as const;

export const PictureId = z.string().min(1).max(64);

/** One gallery picture as the user stream folds it (docs/product.md §3 picture, §4 moderation states). */
export interface Picture {
  readonly id: string;
  /** Storage key of the stripped original, served through `/api/images`. */
  readonly url: string;
  readonly width: number;
  readonly height: number;
  readonly approved: boolean;
  /** Pending moderation; with a note it is declined (docs/product.md §4). */
  readonly pending: boolean;
  readonly note: string | null;
  readonly inRotation: boolean;
  readonly addedAt: string;
}

export type PictureModerationState = 'approved' | 'pending' | 'declined';

export function moderationStateOf(picture: Pick<Picture, 'approved' | 'pending' | 'note'>): PictureModerationState {
  if (picture.approved) return 'approved';
  return picture.note ? 'declined' : 'pending';
}

/** The most gallery pictures this profile may hold: VIPs 16, escorts and libertines 8, everyone else 3. */
export function pictureLimitOf(user: { role: string; libertine: boolean }, vip: boolean): number {
  if (vip) return PICTURE_LIMITS.vip;
  return user.role === 'escort' || user.libertine ? PICTURE_LIMITS.escort : PICTURE_LIMITS.client;
}

/**
 * The card and profile picture: the chosen one when approved, else the first approved picture of the
 * gallery order; null means the placeholder of docs/product.md §7.
 */
export function profilePictureOf(pictures: readonly Picture[], chosenId: string | null): Picture | null {
  const approved = pictures.filter((picture) => picture.approved);
  return approved.find((picture) => picture.id === chosenId) ?? approved[0] ?? null;
}

/** Placeholder number 1–5 for women and trans women, 6–11 for men and trans men, picked from the id (docs/product.md §7). */
export function placeholderOf(userId: string, gender: string): number {
  let hash = 0;
  for (const char of userId) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return gender === 'woman' || gender === 'trans-woman' ? 1 + (hash % 5) : 6 + (hash % 6);
}
