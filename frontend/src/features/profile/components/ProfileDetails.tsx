import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SPOKEN_LANGUAGES, type SpokenLanguage } from '@annuaire/shared';
import { Icon, type IconName } from '@/components/Icon';
import { LocaleLink } from '@/components/LocaleLink';
import { languageName } from '@/lib/rates';
import { useLocale } from '@/lib/use-locale';
import type { Profile } from '../api/get-profile';
import { categoryOf, formatDay, placeLink } from '../profile-facts';
import styles from './ProfileDetails.module.css';

const MEETINGS = ['incall', 'outcall', 'virtual'] as const;

/** A `dl` entry: the div groups its term and description, as the definition-list rules allow. */
function Row({ label, icon, children }: { label: string; icon: IconName; children: ReactNode }) {
  return (
    <div className={styles.row}>
      <dt className={styles.term}>
        <Icon name={icon} className={styles.icon} />
        {label}
      </dt>
      <dd className={styles.value}>{children}</dd>
    </div>
  );
}

const isSpokenLanguage = (code: string): code is SpokenLanguage =>
  (SPOKEN_LANGUAGES as readonly string[]).includes(code);

/** Age (present only once verified, docs/product.md §6), languages, meeting modes, places (links to their listings), the tour and the website, as a description list. */
export function ProfileDetails({ profile }: { profile: Profile }) {
  const { t } = useTranslation('profile');
  const { locale } = useLocale();
  const category = categoryOf(profile);
  const places = [profile.location, profile.secondaryLocation]
    .map((location) => placeLink(location, category, locale))
    .filter((place) => place !== null);
  const meetings = MEETINGS.filter((mode) => profile[mode]);
  const tour = profile.tour;
  const languages = (profile.languages ?? []).filter(isSpokenLanguage);
  // The server accepts only http(s) addresses; checked again here since it becomes a link.
  const website = profile.websiteUrl && /^https?:\/\//i.test(profile.websiteUrl) ? profile.websiteUrl : null;
  return (
    <section aria-labelledby="profile-details">
      <h2 id="profile-details" className={styles.heading}>
        {t('profile.details')}
      </h2>
      <dl className={styles.list}>
        {profile.age !== undefined && (
          <Row label={t('facts.age')} icon="cake">
            <p className={styles.strong}>{t('facts.ageValue', { age: profile.age })}</p>
          </Row>
        )}
        {languages.length > 0 && (
          <Row label={t('facts.languages')} icon="translate">
            <p className={styles.strong}>{languages.map((code) => languageName(code, t)).join(', ')}</p>
          </Row>
        )}
        {meetings.length > 0 && (
          <Row label={t('profile.meets')} icon="check">
            <div className={styles.meetings}>
              {meetings.map((mode) => (
                <span key={mode} className={styles.meeting}>
                  {t(`profile.${mode}`)}
                </span>
              ))}
            </div>
          </Row>
        )}
        {places.length > 0 && (
          <Row label={t('profile.location')} icon="place">
            <div className={styles.places}>
              {places.map((place) => (
                <LocaleLink key={place.to} to={place.to} className={styles.link}>
                  {place.label}
                </LocaleLink>
              ))}
            </div>
          </Row>
        )}
        {tour && (
          <Row label={t('profile.tour')} icon="flightTakeoff">
            <p className={styles.strong}>{tour.destinations.join(' · ')}</p>
            <p className={styles.dates}>
              {t('profile.tourDates', { from: formatDay(tour.startsOn, locale), to: formatDay(tour.endsOn, locale) })}
            </p>
            {tour.description && <p className={styles.tourText}>{tour.description}</p>}
          </Row>
        )}
        {website && (
          <Row label={t('profile.website')} icon="language">
            <a href={website} target="_blank" rel="noopener noreferrer nofollow ugc" className={styles.website}>
              {website.replace(/^https?:\/\//, '').replace(/\/$/, '')}
            </a>
          </Row>
        )}
      </dl>
    </section>
  );
}
