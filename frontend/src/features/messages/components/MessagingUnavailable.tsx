import VisibilityOffOutlined from '@mui/icons-material/VisibilityOffOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { LocaleLink } from '@/components/LocaleLink';

/**
 * Why the reader cannot use messaging (docs/product.md §6): ghost members have no messages at all (docs/product.md §2);
 * otherwise messaging is off or the profile is under review, and conversations are read-only.
 */
export type UnavailableReason = 'ghost' | 'account';

export function MessagingUnavailable({ reason }: { reason: UnavailableReason }) {
  const { t } = useTranslation('messages');
  return (
    <Box
      role="status"
      sx={{
        textAlign: 'center',
        py: 6,
        px: 3,
        border: 1,
        borderStyle: 'dashed',
        borderColor: 'divider',
        borderRadius: '20px',
      }}
    >
      <Box sx={{ color: 'brand.main', mb: 1.5, '& svg': { fontSize: 40 } }}>
        <VisibilityOffOutlined />
      </Box>
      <Typography variant="h6" component="p">
        {t(`unavailable.${reason}.title`)}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.75, maxWidth: 460, mx: 'auto' }}>
        {t(`unavailable.${reason}.hint`)}
      </Typography>
      <Button component={LocaleLink} to="/profile" variant="outlined" sx={{ mt: 2.5 }}>
        {t('unavailable.toProfile')}
      </Button>
    </Box>
  );
}
