import type { ReactNode } from 'react';
import styles from './Footer.module.css';

/** A titled list of footer links. */
export function FooterColumn({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className={styles.heading}>
        {title}
      </h2>
      <ul className={styles.list}>{children}</ul>
    </section>
  );
}
