import { z } from 'zod';
import { bilingual, blankToNull, PublicPhone, WebUrl } from '../content/fields';
import { defineEvent, type DataOf } from '../events/catalogue';
import { Id } from '../id';

export const HELP_SERVICE_NAME_MAX = 120;
export const HELP_SERVICE_DESCRIPTION_MAX = 1000;

const Name = z.string().trim().min(1).max(HELP_SERVICE_NAME_MAX);
const Description = z.string().trim().max(HELP_SERVICE_DESCRIPTION_MAX);

/**
 * A support organisation as staff enter it (docs/product.md §3 Help service), shared by the backoffice form and the
 * API: a name and a description in both languages, and a website and a phone number, each optional.
 */
export const HelpServiceInput = z
  .object({
    name: bilingual(Name),
    description: bilingual(Description).default({ fr: '', en: '' }),
    url: z.preprocess(blankToNull, WebUrl.nullable()).default(null),
    phone: z.preprocess(blankToNull, PublicPhone.nullable()).default(null),
  })
  .strict();
export type HelpServiceInput = z.infer<typeof HelpServiceInput>;

const Fields = z.object({
  name: z.object({
    fr: z.string().min(1).max(HELP_SERVICE_NAME_MAX),
    en: z.string().min(1).max(HELP_SERVICE_NAME_MAX),
  }),
  description: z.object({
    fr: z.string().max(HELP_SERVICE_DESCRIPTION_MAX),
    en: z.string().max(HELP_SERVICE_DESCRIPTION_MAX),
  }),
  url: z.string().max(500).nullable(),
  phone: z.string().max(40).nullable(),
});

/** Events of the `helpService-{id}` stream. */
export const HelpServiceCreated = defineEvent('HelpServiceCreated', Fields.extend({ helpServiceId: Id }));
export const HelpServiceEdited = defineEvent(
  'HelpServiceEdited',
  z.object({
    changes: Fields.partial().refine((changes) => Object.keys(changes).length > 0, 'nothing changed'),
  }),
);
export const HelpServiceDeleted = defineEvent('HelpServiceDeleted', z.object({}));

export const helpServiceEvents = [HelpServiceCreated, HelpServiceEdited, HelpServiceDeleted] as const;

/** The help service stream's events as a discriminated union on `type`. */
export type HelpServiceEvent = DataOf<(typeof helpServiceEvents)[number]>;
