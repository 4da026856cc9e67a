import type { ReactNode } from 'react';
import { VisuallyHidden } from '@/components/VisuallyHidden';
import styles from './Listing.module.css';

/**
 * The listing's h1 and its count. From `md` up, the page title as every page has it, the count under it. Below
 * `md` (phones and portrait tablets, where the shell shows its bottom bar too) one line: the place in smaller type,
 * the count beside it, so the profiles start high on the first screen. The title's other words ("Escortes · ")
 * stay in the heading for screen readers and search engines, out of sight: the category tabs just below show them.
 */
export function ListingHeader({ title, place, subtitle }: { title: string; place: string; subtitle?: ReactNode }) {
  // Both languages' titles end on the place ("Escortes · Montréal", "Female escorts in Montréal"). The space before
  // the place stays out of the hidden words, or the heading's accessible name would lose it.
  const at = title.lastIndexOf(place);
  const lead = at > 0 ? title.slice(0, at).trimEnd() : '';
  const rest = at > 0 ? title.slice(lead.length) : title;
  return (
    <header className={styles.header}>
      <h1 className={styles.title}>
        {lead && <VisuallyHidden className={styles.lead}>{lead}</VisuallyHidden>}
        {rest}
      </h1>
      {subtitle && <p className={styles.count}>{subtitle}</p>}
    </header>
  );
}
