import styles from './controls.module.css';

/**
 * The public pages' buttons, icon buttons and pills (controls.module.css) as class lists: a `<button>`, a router link
 * or an `<a>` takes them alike. Import this before a component's own stylesheet, so the component's rules (placement,
 * another padding) come after these in the site's stylesheet and win at equal weight.
 */

/** The class list of the given classes, skipping those not asked for. */
const join = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

export type ButtonLook = 'text' | 'primaryText' | 'outlined' | 'outlinedPrimary' | 'contained' | 'containedSecondary';

/** The classes of a button drawn as MUI's Button was, with a component's own class. */
export function buttonClass(look: ButtonLook, options: { small?: boolean; large?: boolean; className?: string } = {}) {
  return join(
    styles.base,
    styles.button,
    styles[look],
    options.small && styles.small,
    options.large && styles.large,
    options.className,
  );
}

/** A round icon button as MUI's IconButton was; `frosted`: white on a dark disc, over a picture. */
export function iconButtonClass(options: { frosted?: boolean; className?: string } = {}) {
  return join(styles.base, styles.iconButton, options.frosted && styles.frosted, options.className);
}

/** What MUI's ButtonBase resets on a `<button>` or an `<a>`, for a control drawn otherwise (a bar's item, a toggle). */
export function buttonBaseClass(className?: string) {
  return join(styles.base, className);
}

/** The icon before a button's words (MUI's startIcon): 20 px, 18 px when small, 22 px when large. */
export const startIcon = styles.startIcon;

/** The icon after a button's words (MUI's endIcon). */
export const endIcon = styles.endIcon;

/** A link in running text as the theme's MUI Link drew it, underlined always (the cookie notice, the fraud advice). */
export const underlinedLink = styles.underlinedLink;

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
