import styles from './Controls.module.css';

/** The class list of the given classes, skipping those not asked for. */
const join = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

export type ButtonLook = 'text' | 'primaryText' | 'outlined' | 'contained';

/** The classes of a button drawn as MUI's Button was (Controls.module.css), with a component's own class. */
export function buttonClass(look: ButtonLook, options: { small?: boolean; className?: string } = {}) {
  return join(styles.base, styles.button, styles[look], options.small && styles.small, options.className);
}

export interface PillLook {
  /** Filled in the primary colour: the chosen filter, or the place being shown. */
  selected?: boolean;
  /** A choice in effect (the phones' chips under the filter button). */
  active?: boolean;
  size?: 'small' | 'medium';
  /** The pill starts with an icon: a little less padding before it. */
  icon?: boolean;
  /** An opener rather than a choice ("more cities", "clear filters"). */
  dashed?: boolean;
}

/** The classes of a pill (once components/Pill): a `<button>`, a router link or an `<a>` takes them alike. */
export function pillClass({ selected, active, size = 'small', icon, dashed }: PillLook = {}) {
  return join(
    styles.base,
    styles.pill,
    icon && styles.withIcon,
    size === 'medium' && styles.medium,
    dashed && styles.dashed,
    selected && styles.selected,
    active && styles.active,
  );
}

/** A pill's icon: 18 px in the secondary text colour, in the pill's own colour when it is selected. */
export const pillIcon = styles.pillIcon;

/** The component-specific classes of Controls.module.css (the filter button, pickers, page links). */
export const controls = styles;
