import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from '@/components/VisuallyHidden';
import { durationText, priceText } from '@/lib/rates';
import { useLocale } from '@/lib/use-locale';
import type { Rate } from '../api/profile-schema';

const PLACES = ['incall', 'outcall'] as const;

/**
 * The rates table (docs/product.md §3): one row per duration, a column per place the profile has a price for, in
 * Canadian dollars. Nothing when the profile gives no rates.
 */
export function ProfileRates({ rates }: { rates: readonly Rate[] }) {
  const { t } = useTranslation('profile');
  const { locale } = useLocale();
  if (rates.length === 0) return null;
  const places = PLACES.filter((place) => rates.some((rate) => rate.place === place));
  const durations = [...new Set(rates.map((rate) => rate.minutes))].sort((a, b) => a - b);
  const priceOf = (minutes: number, place: string) =>
    rates.find((rate) => rate.minutes === minutes && rate.place === place)?.price;
  const cell = { py: 1, px: 1.5, borderBottom: 1, borderColor: 'divider', textAlign: 'left' } as const;
  return (
    <Box component="section" aria-labelledby="profile-rates">
      <Typography id="profile-rates" variant="h2" sx={{ fontSize: '1.35rem', mb: 1.25 }}>
        {t('facts.rates')}
      </Typography>
      <Box
        component="table"
        sx={{ borderCollapse: 'collapse', minWidth: { sm: 360 }, width: { xs: '100%', sm: 'auto' } }}
      >
        <caption>
          <VisuallyHidden>{t('facts.ratesCaption')}</VisuallyHidden>
        </caption>
        <thead>
          <tr>
            <Box component="th" scope="col" sx={{ ...cell, color: 'text.secondary', fontWeight: 600 }}>
              {t('facts.duration')}
            </Box>
            {places.map((place) => (
              <Box key={place} component="th" scope="col" sx={{ ...cell, color: 'text.secondary', fontWeight: 600 }}>
                {t(`profile.${place}`)}
              </Box>
            ))}
          </tr>
        </thead>
        <tbody>
          {durations.map((minutes) => (
            <tr key={minutes}>
              <Box component="th" scope="row" sx={{ ...cell, fontWeight: 500 }}>
                {durationText(minutes, t)}
              </Box>
              {places.map((place) => {
                const price = priceOf(minutes, place);
                return (
                  <Box key={place} component="td" sx={{ ...cell, fontWeight: 700 }}>
                    {price === undefined ? '—' : priceText(price, locale)}
                  </Box>
                );
              })}
            </tr>
          ))}
        </tbody>
      </Box>
    </Box>
  );
}
