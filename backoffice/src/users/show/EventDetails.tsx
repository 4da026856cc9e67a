import { Box, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { dateLocale } from '../../common/fields';
import { regionName } from '../choices';

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Where a value's words come from, by the field it is in: roles, genders, verification states, listing categories,
 * report reasons, flag types, ad layouts and placements, batch audiences and payment states are translated.
 */
const VALUE_MESSAGES: Record<string, readonly string[]> = {
  role: ['annuaire.users.roles'],
  from: ['annuaire.users.roles', 'annuaire.users.verification'],
  to: ['annuaire.users.roles', 'annuaire.users.verification'],
  gender: ['annuaire.users.genders'],
  state: ['annuaire.users.verification'],
  fields: ['annuaire.users.history.fields'],
  // A saved query's listing parameter (SavedQueryRun), as its form names it.
  category: ['annuaire.savedQueries.categories'],
  // A campaign block's listings (BlockCreated, BlockEdited), as the campaign form names them.
  categories: ['annuaire.campaigns.listingCategories'],
  layoutName: ['annuaire.campaigns.layouts'],
  // Where an ad was counted (Ad* events); the partner sub-navigation, `menu`, stays as it is.
  placement: ['annuaire.campaigns.placements'],
  // Only a flag's type (email, phone) is translated; other types (a notification's) stay as they are.
  type: ['annuaire.flags.types'],
  reason: ['annuaire.reports.reasons'],
  recipientCategory: ['annuaire.notificationBatches.categories'],
  paymentState: ['annuaire.paymentIntents.paymentStates'],
  // Private content the timeline leaves out (projections/src/audit/privateContent.ts), named by its field.
  withheld: ['annuaire.users.history.fields'],
};

type Translate = ReturnType<typeof useTranslate>;

/** One value in words: yes/no, dates in the interface's language, known codes translated, lists joined. */
function valueText(key: string, value: unknown, translate: Translate, locale: string): string {
  if (value === null || value === undefined || value === '') return translate('annuaire.users.history.none');
  if (typeof value === 'boolean') return translate(`annuaire.users.filters.${value ? 'yes' : 'no'}`);
  if (typeof value === 'number') return value.toLocaleString(dateLocale(locale));
  if (Array.isArray(value)) {
    if (value.length === 0) return translate('annuaire.users.history.none');
    return value.map((item) => valueText(key, item, translate, locale)).join(', ');
  }
  if (typeof value === 'object') {
    return Object.entries(value as Record<string, unknown>)
      .map(([inner, innerValue]) => `${labelOf(inner, translate)}: ${valueText(inner, innerValue, translate, locale)}`)
      .join(' · ');
  }
  const text = String(value);
  if (key === 'region' || key === 'regions') return regionName(text, locale);
  if (INSTANT.test(text)) {
    return new Date(text).toLocaleString(dateLocale(locale), { dateStyle: 'medium', timeStyle: 'short' });
  }
  if (DAY.test(text))
    return new Date(`${text}T12:00:00`).toLocaleDateString(dateLocale(locale), { dateStyle: 'medium' });
  for (const messages of VALUE_MESSAGES[key] ?? []) {
    const translated = translate(`${messages}.${text}`, { _: '' });
    if (translated) return translated;
  }
  return text;
}

/**
 * A code in words for the fields and events no message names yet (`bodyLength`, `pictureIds`, `PictureAdded`):
 * "Body length", "Picture ids", "Picture added", never the raw key.
 */
export function humanised(key: string): string {
  const words = key
    .replace(/[_.-]+/g, ' ')
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .trim()
    .split(/\s+/)
    .map((word, index) => (index > 0 && /^[A-Z][a-z]/.test(word) ? word.toLowerCase() : word));
  const text = words.join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const labelOf = (key: string, translate: Translate) =>
  translate(`annuaire.users.history.fields.${key}`, { _: humanised(key) });

/** A profile edit lists the fields it changed, not a "changes" wrapper around them. */
function entriesOf(data: unknown): [string, unknown][] {
  if (typeof data !== 'object' || data === null) return [];
  const record = data as Record<string, unknown>;
  const changes = record.changes;
  if (typeof changes === 'object' && changes !== null && !Array.isArray(changes)) {
    return Object.entries({ ...record, changes: undefined, ...changes }).filter(([key]) => key !== 'changes');
  }
  return Object.entries(record);
}

/**
 * What an event of the history says, as labelled values in the staff's language (docs/product.md §2, staff tools):
 * every field of its payload, whatever its type, so a new event shows without code of its own.
 */
export function EventDetails({ data }: { data: unknown }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const entries = entriesOf(data);
  if (entries.length === 0) return null;
  return (
    // Labels take at most 40% of the column and wrap between words; values wrap between words too, breaking a long
    // id or address only where it would overflow ("break-word", unlike "anywhere", leaves the column its width
    // instead of letting the table squeeze it to a letter a line).
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: 'fit-content(40%) minmax(0, 1fr)',
        columnGap: 1.5,
        rowGap: 0.5,
      }}
    >
      {entries.map(([key, value]) => (
        <Box key={key} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="caption" sx={{ color: 'text.secondary', fontWeight: 600 }}>
            {labelOf(key, translate)}
          </Typography>
          <Typography component="dd" variant="caption" sx={{ m: 0, overflowWrap: 'break-word', wordBreak: 'normal' }}>
            {valueText(key, value, translate, locale)}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
