import { z } from 'zod';
import { HelpServiceInput } from '@annuaire/shared';
import { resourceQuery } from '../api/simpleRest';

export { HelpServiceInput };

export const HelpServicesQuery = resourceQuery(['name', 'name.fr', 'name.en', 'createdAt', 'updatedAt'], {
  q: z.string().max(120),
});

/** react-admin's PUT sends the whole record back (id, dates...); only the editable fields are kept. */
export const HelpServiceUpdate = z.object(HelpServiceInput.shape);

/** `PATCH /api/help-services/{id}` (docs/product.md §7): any of the fields, merged with the service then checked whole. */
export const HelpServicePatch = z
  .object({
    name: z.object({ fr: z.string(), en: z.string() }).partial().strict(),
    description: z.object({ fr: z.string(), en: z.string() }).partial().strict(),
    url: z.string().nullable(),
    phone: z.string().nullable(),
  })
  .partial()
  .strict()
  .refine((patch) => Object.keys(patch).length > 0, 'nothing to change');

export const PublicHelpServicesQuery = z.object({ lang: z.enum(['fr', 'en']).optional() });
