import { z } from 'zod';
import { FLAG_NOTE_MAX, FLAG_TYPES } from '@annuaire/shared';
import { listQuery } from '../api/simpleRest';

export { FlagInput, FlagPatch } from '@annuaire/shared';

export const FlagIdParams = z.object({ id: z.string().min(1).max(64) });

/** `GET /api/flags?type=phone&q=514`. */
export const ListFlagsQuery = z.object({
  type: z.enum(FLAG_TYPES).optional(),
  q: z.string().trim().max(254).optional(),
});

/** The react-admin list: `filter={"type":"email","q":"…"}` (`q` is react-admin's full-text search). */
export const AdminFlagsFilter = z
  .object({ type: z.enum(FLAG_TYPES), q: z.string().max(254), id: z.array(z.string().min(1).max(64)).max(500) })
  .partial()
  .strict();
const FLAG_SORTS = ['createdAt', 'type', 'value', 'note'] as const;
/** `listQuery` checks the field against FLAG_SORTS but types it as a string; this names the checked type. */
export type FlagSort = (typeof FLAG_SORTS)[number];
export const AdminListFlagsQuery = listQuery(FLAG_SORTS, AdminFlagsFilter);

/** `POST /api/users/{id}/flag-all`: one note for every flag it creates. */
export const FlagAllBody = z.object({ note: z.string().trim().max(FLAG_NOTE_MAX).default('') }).strict();

/** react-admin's PUT sends the whole record back (id, dates...); only the editable fields are kept. */
export const AdminFlagUpdate = z
  .object({ type: z.enum(FLAG_TYPES), value: z.string().max(254), note: z.string().max(FLAG_NOTE_MAX) })
  .partial();
