import { en } from './en';
import { fr } from './fr';

export type { StaffToolMessages } from './en';

/** The staff tools' messages in both languages, for the staff app's i18nProvider to merge. */
export const staffToolMessages = { fr, en } as const;
