import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ElementType, ReactNode } from 'react';
import styles from './SiteContainer.module.css';

interface SiteContainerProps {
  /** The element to render: `div` unless the column is a landmark (`main`). */
  as?: ElementType;
  /** @deprecated MUI's `component`, the same as `as`, for callers not yet moved over. */
  component?: ElementType;
  className?: string;
  id?: string;
  tabIndex?: number;
  /** @deprecated Styles through emotion: pass a class instead. Kept while the footer still uses it. */
  sx?: SxProps<Theme>;
  children?: ReactNode;
}

/**
 * The site's content column: the theme's content width, centred, with the standard side padding. A plain element
 * and a static stylesheet: it is on every page, and MUI's Container wrote an emotion rule for each use.
 */
export function SiteContainer({ as, component, className, sx, ...props }: SiteContainerProps) {
  const Element = as ?? component ?? 'div';
  const classes = className ? `${styles.container} ${className}` : styles.container;
  if (sx) return <Box component={Element} className={classes} sx={sx} {...props} />;
  return <Element className={classes} {...props} />;
}
