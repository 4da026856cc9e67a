import LockOutlined from '@mui/icons-material/LockOutlined';
import NoAdultContentOutlined from '@mui/icons-material/NoAdultContentOutlined';
import VerifiedUserOutlined from '@mui/icons-material/VerifiedUserOutlined';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

const POINTS = [
  { key: 'moderated', Icon: VerifiedUserOutlined },
  { key: 'private', Icon: LockOutlined },
  { key: 'adults', Icon: NoAdultContentOutlined },
] as const;

/**
 * What the site promises, in a panel: beside the title on wide screens, after the first faces on phones (the page
 * places it), where it no longer stands between the visitor and the profiles.
 */
export function HomePromises({ sx }: { sx?: SxProps<Theme> }) {
  const { t } = useTranslation('home');
  return (
    <Box
      sx={[
        (theme) => ({
          p: { xs: 2.5, md: 3 },
          borderRadius: '24px',
          border: 1,
          borderColor: 'divider',
          background: `radial-gradient(circle at 15% 0%, ${theme.palette.brand.soft}, transparent 65%)`,
          bgcolor: 'background.paper',
        }),
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <Typography sx={{ fontWeight: 600, mb: 2 }}>{t('hero.promise')}</Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
        {POINTS.map(({ key, Icon }) => (
          <Box
            component="li"
            key={key}
            sx={{ display: 'flex', gap: 1.5, alignItems: 'center', color: 'text.secondary' }}
          >
            <Box
              aria-hidden="true"
              sx={{
                width: 36,
                height: 36,
                flexShrink: 0,
                borderRadius: '10px',
                display: 'grid',
                placeItems: 'center',
                bgcolor: 'brand.soft',
                color: 'brand.main',
              }}
            >
              <Icon sx={{ fontSize: 20 }} />
            </Box>
            {t(`hero.points.${key}`)}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
