import type { ElementType, ReactNode } from 'react';
import styles from './SiteContainer.module.css';

interface SiteContainerProps {
  /** The element to render: `div` unless the column is a landmark (`main`). */
  as?: ElementType;
  className?: string;
  id?: string;
  tabIndex?: number;
  children?: ReactNode;
}

/**
 * The site's content column: the theme's content width, centred, with the standard side padding. A plain element
 * and a static stylesheet: it is on every page, and MUI's Container wrote an emotion rule for each use.
 */
export function SiteContainer({ as: Element = 'div', className, ...props }: SiteContainerProps) {
  const classes = className ? `${styles.container} ${className}` : styles.container;
  return <Element className={classes} {...props} />;
}
