import { PictureId } from '@annuaire/shared';
import { z } from 'zod';

const UserId = z.string().min(1).max(64);

export const UserParams = z.object({ id: UserId });
export const PictureParams = z.object({ id: UserId, pictureId: PictureId });

/** A declined picture always says why (SPEC §4: declined = pending with a note). */
export const DeclineBody = z.object({ note: z.string().trim().min(1).max(500) }).strict();
export const RotationBody = z.object({ inRotation: z.boolean() }).strict();
/** The whole gallery in its new order. */
export const ReorderBody = z.object({ pictureIds: z.array(PictureId).min(1).max(32) }).strict();
/** The moderation queue shows at most 25 pictures (SPEC §5); a little room for several screens' worth. */
export const BulkApproveBody = z
  .object({
    pictures: z
      .array(z.object({ userId: UserId, pictureId: PictureId }).strict())
      .min(1)
      .max(100),
  })
  .strict();

/** Any width and quality are accepted and snapped to the served sizes (SPEC §9). */
export const ImageQuery = z.object({
  url: z.string().min(1).max(300),
  w: z.coerce.number().int().positive().max(10_000).optional(),
  q: z.coerce.number().int().min(1).max(100).optional(),
});
