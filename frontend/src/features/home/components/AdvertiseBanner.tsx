import AddBusinessOutlined from '@mui/icons-material/AddBusinessOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { LocaleLink } from '@/components/LocaleLink';

/** Invitation to independent advertisers; registration lets them choose the escort role. */
export function AdvertiseBanner() {
  const { t } = useTranslation('home');
  return (
    <Box
      component="section"
      aria-labelledby="home-advertise"
      sx={(theme) => ({
        p: { xs: 3, md: 5 },
        borderRadius: '24px',
        display: 'flex',
        flexDirection: { xs: 'column', md: 'row' },
        alignItems: { md: 'center' },
        gap: 3,
        background: `linear-gradient(120deg, ${theme.palette.brand.soft}, transparent 70%)`,
        border: 1,
        borderColor: 'divider',
      })}
    >
      <AddBusinessOutlined sx={{ fontSize: 44, color: 'brand.main' }} />
      <Box sx={{ flex: 1 }}>
        <Typography id="home-advertise" variant="h2" sx={{ fontSize: { xs: '1.35rem', md: '1.6rem' } }}>
          {t('advertise.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 0.75, maxWidth: 620 }}>
          {t('advertise.body')}
        </Typography>
      </Box>
      <Button
        component={LocaleLink}
        to="/register"
        variant="contained"
        size="large"
        sx={{ alignSelf: { xs: 'stretch', md: 'center' } }}
      >
        {t('advertise.cta')}
      </Button>
    </Box>
  );
}
