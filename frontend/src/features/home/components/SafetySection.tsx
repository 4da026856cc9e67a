import { useTranslation } from 'react-i18next';
import { buttonClass } from '@/components/controls';
import { Icon } from '@/components/Icon';
import { LocaleLink } from '@/components/LocaleLink';
import styles from './Home.module.css';

const GUIDES = [
  { key: 'fraud', to: '/fraud-prevention', icon: 'reportGmailerrorred' },
  { key: 'client', to: '/client-guide', icon: 'menuBook' },
  { key: 'escort', to: '/escort-guide', icon: 'gppGood' },
] as const;

/** The three safety guides, promoted on the landing page because reading them prevents most problems. */
export function SafetySection() {
  const { t } = useTranslation('home');
  return (
    <section aria-labelledby="home-safety">
      <h2 id="home-safety" className={styles.title}>
        {t('safety.title')}
      </h2>
      <p className={`${styles.subtitle} ${styles.safetySubtitle}`}>{t('safety.subtitle')}</p>
      <div className={styles.guides}>
        {GUIDES.map(({ key, to, icon }) => (
          <div key={key} className={`${styles.card} ${styles.guide}`}>
            <Icon name={icon} />
            <h3>{t(`safety.${key}.title`)}</h3>
            <p>{t(`safety.${key}.body`)}</p>
            <div>
              <LocaleLink
                to={to}
                aria-label={`${t('safety.cta')}: ${t(`safety.${key}.title`)}`}
                className={buttonClass('outlinedPrimary', { small: true })}
              >
                {t('safety.cta')}
              </LocaleLink>
            </div>
          </div>
        ))}
      </div>
    </section>
  );
}
