import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/Icon';
import styles from './Home.module.css';

const POINTS = [
  { key: 'moderated', icon: 'verifiedUser' },
  { key: 'private', icon: 'lock' },
  { key: 'adults', icon: 'noAdultContent' },
] as const;

/**
 * What the site promises, in a panel: beside the title on wide screens, after the first faces on phones (the page
 * places it), where it no longer stands between the visitor and the profiles.
 */
export function HomePromises() {
  const { t } = useTranslation('home');
  return (
    <div className={styles.promises}>
      <p className={styles.promise}>{t('hero.promise')}</p>
      <ul className={styles.points}>
        {POINTS.map(({ key, icon }) => (
          <li key={key}>
            <span aria-hidden="true" className={styles.badge}>
              <Icon name={icon} small />
            </span>
            {t(`hero.points.${key}`)}
          </li>
        ))}
      </ul>
    </div>
  );
}
