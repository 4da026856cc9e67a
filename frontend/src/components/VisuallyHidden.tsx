import type { ReactNode } from 'react';
import styles from './VisuallyHidden.module.css';

/** Text for screen readers only: in the accessibility tree, out of sight (a static class, no emotion rule). */
export function VisuallyHidden({
  children,
  component: Element = 'span',
  id,
  className,
}: {
  children: ReactNode;
  component?: 'span' | 'h2';
  id?: string;
  /** A class of the caller's, to bring the text back into sight somewhere (the listing's title from md). */
  className?: string;
}) {
  return (
    <Element id={id} className={className ? `${styles.hidden} ${className}` : styles.hidden}>
      {children}
    </Element>
  );
}
