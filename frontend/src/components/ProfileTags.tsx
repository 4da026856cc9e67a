import type { PROFILE_TAGS } from '@annuaire/shared';
import { useTranslation } from 'react-i18next';
import type directory from '@/locales/en/directory.json';
import styles from './ProfileTags.module.css';

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
  const listClass = [styles.tags, size === 'medium' && styles.medium, oneLine && styles.oneLine]
    .filter(Boolean)
    .join(' ');
  return (
    <ul className={listClass} aria-label={t('card.tags')}>
      {shown.map((tag) => (
        <li key={tag} className={styles.tag}>
          <span>{labels[tag]}</span>
        </li>
      ))}
    </ul>
  );
}
