import { useId, type ReactNode } from 'react';
import styles from './Listing.module.css';

/** `bar`: the wide screens' filter bar. `stacked`: the phones' sheet, where each group has the full width. */
export type ChipGroupLayout = 'bar' | 'stacked';

/**
 * A labelled row of pills (the order, each filter), the label above them. In the bar (shown from `md` up) the pills
 * keep to one line; in the sheet they wrap, all in sight at once.
 */
export function ChipGroup({
  label,
  layout = 'bar',
  children,
}: {
  label: string;
  layout?: ChipGroupLayout;
  children: ReactNode;
}) {
  const labelId = useId();
  const stacked = layout === 'stacked';
  return (
    <div role="group" aria-labelledby={labelId} className={styles.chipGroup} data-stacked={stacked || undefined}>
      <span id={labelId} className={styles.groupLabel}>
        {label}
      </span>
      <div className={styles.chipRow}>{children}</div>
    </div>
  );
}
