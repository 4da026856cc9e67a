import styles from './Icon.module.css';

/** The icons Icon.module.css draws (its header says how to add one). */
export const ICONS = [
  'addBusiness',
  'arrowForward',
  'cake',
  'chatBubbleOutline',
  'check',
  'chevronLeft',
  'chevronRight',
  'circle',
  'close',
  'darkMode',
  'diversity1',
  'errorOutline',
  'eventAvailable',
  'expandMore',
  'favoriteBorder',
  'favorite',
  'female',
  'filterAltOff',
  'flightTakeoff',
  'fullscreen',
  'gppGood',
  'groups',
  'history',
  'home',
  'info',
  'iosShare',
  'language',
  'lightMode',
  'lock',
  'login',
  'mailOutline',
  'male',
  'menuBook',
  'noAdultContent',
  'openInNew',
  'personSearch',
  'phone',
  'place',
  'reportGmailerrorred',
  'search',
  'settingsBrightness',
  'transgender',
  'translate',
  'tune',
  'verifiedUser',
] as const;

export type IconName = (typeof ICONS)[number];

/**
 * A decorative icon of the public pages, in the text's colour, 24 px (20 px when `small`), drawn by a static
 * stylesheet instead of an inline SVG. It is hidden from assistive technology: the control around it carries the
 * name. `className` may size or place it (a `font-size` sets both sides).
 */
export function Icon({ name, small, className }: { name: IconName; small?: boolean; className?: string }) {
  const classes = [styles.icon, styles[name], small ? styles.small : undefined, className];
  return <span aria-hidden="true" className={classes.filter(Boolean).join(' ')} />;
}
