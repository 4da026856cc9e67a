import { useTranslation } from 'react-i18next';
import { buttonClass } from '@/components/controls';
import { Icon } from '@/components/Icon';
import { LocaleLink } from '@/components/LocaleLink';
import styles from './Home.module.css';

/** Invitation to independent advertisers; registration lets them choose the escort role. */
export function AdvertiseBanner() {
  const { t } = useTranslation('home');
  return (
    <section aria-labelledby="home-advertise" className={styles.advertise}>
      <Icon name="addBusiness" />
      <div className={styles.advertiseText}>
        <h2 id="home-advertise" className={`${styles.title} ${styles.advertiseTitle}`}>
          {t('advertise.title')}
        </h2>
        <p className={styles.advertiseBody}>{t('advertise.body')}</p>
      </div>
      <LocaleLink to="/register" className={buttonClass('contained', { large: true })}>
        {t('advertise.cta')}
      </LocaleLink>
    </section>
  );
}
