import GppGoodOutlined from '@mui/icons-material/GppGoodOutlined';
import MenuBookOutlined from '@mui/icons-material/MenuBookOutlined';
import ReportGmailerrorredOutlined from '@mui/icons-material/ReportGmailerrorredOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { LocaleLink } from '@/components/LocaleLink';

const GUIDES = [
  { key: 'fraud', to: '/fraud-prevention', Icon: ReportGmailerrorredOutlined },
  { key: 'client', to: '/client-guide', Icon: MenuBookOutlined },
  { key: 'escort', to: '/escort-guide', Icon: GppGoodOutlined },
] as const;

/** The three safety guides, promoted on the landing page because reading them prevents most problems. */
export function SafetySection() {
  const { t } = useTranslation('home');
  return (
    <Box component="section" aria-labelledby="home-safety">
      <Typography id="home-safety" variant="h2" sx={{ fontSize: { xs: '1.4rem', md: '1.75rem' } }}>
        {t('safety.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 2.5, maxWidth: 640 }}>
        {t('safety.subtitle')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { md: 'repeat(3, 1fr)' } }}>
        {GUIDES.map(({ key, to, Icon }) => (
          <Card key={key} sx={{ p: 2.5, display: 'flex', flexDirection: 'column', gap: 1.25 }}>
            <Icon sx={{ color: 'brand.main', fontSize: 30 }} />
            <Typography variant="h3" sx={{ fontSize: '1.1rem' }}>
              {t(`safety.${key}.title`)}
            </Typography>
            <Typography color="text.secondary" sx={{ flex: 1 }}>
              {t(`safety.${key}.body`)}
            </Typography>
            <Box>
              <Button
                component={LocaleLink}
                to={to}
                variant="outlined"
                size="small"
                aria-label={`${t('safety.cta')}: ${t(`safety.${key}.title`)}`}
              >
                {t('safety.cta')}
              </Button>
            </Box>
          </Card>
        ))}
      </Box>
    </Box>
  );
}
