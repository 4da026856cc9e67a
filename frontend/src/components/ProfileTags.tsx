import type { PROFILE_TAGS } from '@annuaire/shared';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import type directory from '@/locales/en/directory.json';

type ProfileTag = (typeof PROFILE_TAGS)[number];

/**
 * Type-check guard: every tag of shared's list has a label (the locales spec keeps French and English
 * alike). The list itself is not imported at run time: its module carries classic zod schemas.
 */
type TagLabels = (typeof directory)['tags'];
export const EVERY_TAG_LABELLED: TagLabels extends Record<ProfileTag, string> ? true : never = true;

/**
 * Service tags in the page's language. A tag the site has no label for (a newer server) is left out
 * rather than shown as a raw key; `max` keeps cards to their three.
 */
export function ProfileTags({
  tags,
  max,
  size = 'small',
  oneLine = false,
}: {
  tags: readonly string[];
  max?: number;
  size?: 'small' | 'medium';
  /** Cards keep one row of tags: those that would wrap are left out whole rather than cut. */
  oneLine?: boolean;
}) {
  const { t } = useTranslation('directory');
  const labels = t('tags', { returnObjects: true }) as Record<string, string>;
  const shown = tags.filter((tag) => Object.hasOwn(labels, tag)).slice(0, max);
  if (shown.length === 0) return null;
  return (
    <Box
      component="ul"
      aria-label={t('card.tags')}
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'flex',
        flexWrap: 'wrap',
        gap: 0.75,
        ...(oneLine ? { maxHeight: 24, overflow: 'hidden' } : {}),
      }}
    >
      {shown.map((tag) => (
        <Box
          component="li"
          key={tag}
          sx={{
            minWidth: 0,
            maxWidth: '100%',
            display: 'inline-flex',
            alignItems: 'center',
            height: size === 'small' ? 24 : 32,
            px: size === 'small' ? 1 : 1.5,
            borderRadius: 999,
            bgcolor: 'brand.soft',
            color: 'text.primary',
            fontSize: size === 'small' ? '0.8125rem' : '0.875rem',
            fontWeight: 600,
          }}
        >
          <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
            {labels[tag]}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
