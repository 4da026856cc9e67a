import CakeOutlined from '@mui/icons-material/CakeOutlined';
import CheckRounded from '@mui/icons-material/CheckRounded';
import FlightTakeoffRounded from '@mui/icons-material/FlightTakeoffRounded';
import LanguageRounded from '@mui/icons-material/LanguageRounded';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import TranslateRounded from '@mui/icons-material/TranslateRounded';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SPOKEN_LANGUAGES, type SpokenLanguage } from '@annuaire/shared';
import { LocaleLink } from '@/components/LocaleLink';
import { languageName } from '@/lib/rates';
import { useLocale } from '@/lib/use-locale';
import type { Profile } from '../api/get-profile';
import { categoryOf, formatDay, placeLink } from '../profile-facts';

const MEETINGS = ['incall', 'outcall', 'virtual'] as const;

/** A `dl` entry: the div groups its term and description, as the definition-list rules allow. */
function Row({ label, icon, children }: { label: string; icon: ReactNode; children: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: '24px minmax(0, 1fr)', columnGap: 1.25, rowGap: 0.5 }}>
      <Typography
        component="dt"
        variant="body2"
        color="text.secondary"
        sx={{ gridColumn: '1 / -1', display: 'flex', alignItems: 'center', gap: 1.25, fontWeight: 600 }}
      >
        <Box
          component="span"
          aria-hidden="true"
          sx={{ display: 'flex', color: 'brand.main', '& svg': { fontSize: 20 } }}
        >
          {icon}
        </Box>
        {label}
      </Typography>
      <Box component="dd" sx={{ gridColumn: 2, m: 0 }}>
        {children}
      </Box>
    </Box>
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
    <Box component="section" aria-labelledby="profile-details">
      <Typography id="profile-details" variant="h2" sx={{ fontSize: '1rem', color: 'text.secondary', mb: 1.5 }}>
        {t('profile.details')}
      </Typography>
      <Box component="dl" sx={{ m: 0, display: 'grid', gap: 2 }}>
        {profile.age !== undefined && (
          <Row label={t('facts.age')} icon={<CakeOutlined />}>
            <Typography sx={{ fontWeight: 600 }}>{t('facts.ageValue', { age: profile.age })}</Typography>
          </Row>
        )}
        {languages.length > 0 && (
          <Row label={t('facts.languages')} icon={<TranslateRounded />}>
            <Typography sx={{ fontWeight: 600 }}>
              {languages.map((code) => languageName(code, t)).join(', ')}
            </Typography>
          </Row>
        )}
        {meetings.length > 0 && (
          <Row label={t('profile.meets')} icon={<CheckRounded />}>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75 }}>
              {meetings.map((mode) => (
                <Box
                  key={mode}
                  component="span"
                  sx={{
                    px: 1.25,
                    py: 0.25,
                    border: 1,
                    borderColor: 'divider',
                    borderRadius: 999,
                    fontSize: '0.8125rem',
                    lineHeight: '22px',
                  }}
                >
                  {t(`profile.${mode}`)}
                </Box>
              ))}
            </Box>
          </Row>
        )}
        {places.length > 0 && (
          <Row label={t('profile.location')} icon={<PlaceOutlined />}>
            <Box sx={{ display: 'grid', gap: 0.25 }}>
              {places.map((place) => (
                <Link
                  key={place.to}
                  component={LocaleLink}
                  to={place.to}
                  sx={{ fontWeight: 600, width: 'fit-content' }}
                >
                  {place.label}
                </Link>
              ))}
            </Box>
          </Row>
        )}
        {tour && (
          <Row label={t('profile.tour')} icon={<FlightTakeoffRounded />}>
            <Typography sx={{ fontWeight: 600 }}>{tour.destinations.join(' · ')}</Typography>
            <Typography variant="body2" color="text.secondary">
              {t('profile.tourDates', { from: formatDay(tour.startsOn, locale), to: formatDay(tour.endsOn, locale) })}
            </Typography>
            {tour.description && (
              <Typography variant="body2" sx={{ mt: 0.5 }}>
                {tour.description}
              </Typography>
            )}
          </Row>
        )}
        {website && (
          <Row label={t('profile.website')} icon={<LanguageRounded />}>
            <Link
              href={website}
              target="_blank"
              rel="noopener noreferrer nofollow ugc"
              sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
            >
              {website.replace(/^https?:\/\//, '').replace(/\/$/, '')}
            </Link>
          </Row>
        )}
      </Box>
    </Box>
  );
}
