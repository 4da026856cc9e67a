import type { ReactNode } from 'react';
import styles from './VisuallyHidden.module.css';

/** Text for screen readers only: in the accessibility tree, out of sight (a static class, no emotion rule). */
export function VisuallyHidden({
  children,
  component: Element = 'span',
  id,
}: {
  children: ReactNode;
  component?: 'span' | 'h2';
  id?: string;
}) {
  return (
    <Element id={id} className={styles.hidden}>
      {children}
    </Element>
  );
}
