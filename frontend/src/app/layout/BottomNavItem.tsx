import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { buttonBaseClass } from '@/components/controls';
import { LocaleLink } from '@/components/LocaleLink';
import styles from './BottomNav.module.css';

type BottomNavItemProps = Omit<ComponentPropsWithoutRef<'button'>, 'children' | 'type'> & {
  icon: ReactNode;
  label: string;
  selected: boolean;
  /** A site path: the item is a link to it; without one it is a button (the member's menu). */
  to?: string;
};

/**
 * One item of the bottom navigation: icon over label, the primary colour when it is the current section. A plain
 * link or button with the bar's static stylesheet (BottomNav.module.css) rather than MUI's BottomNavigation or
 * ButtonBase: every phone page shows four of them.
 */
export function BottomNavItem({
  icon,
  label,
  selected,
  to,
  className,
  'aria-label': ariaLabel,
  ...props
}: BottomNavItemProps) {
  const classes = buttonBaseClass(
    [styles.item, selected ? styles.selected : undefined, className].filter(Boolean).join(' '),
  );
  const content = (
    <>
      {icon}
      <span>{label}</span>
    </>
  );
  const current = selected ? 'page' : undefined;
  if (to !== undefined) {
    return (
      <LocaleLink to={to} aria-current={current} aria-label={ariaLabel} className={classes}>
        {content}
      </LocaleLink>
    );
  }
  return (
    <button type="button" aria-current={current} aria-label={ariaLabel} {...props} className={classes}>
      {content}
    </button>
  );
}
