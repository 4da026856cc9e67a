import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import VerifiedUserOutlined from '@mui/icons-material/VerifiedUserOutlined';
import { useTranslation } from 'react-i18next';

/** Says the form is protected by the (invisible) proof-of-work check, and when it is still working. */
export function CaptchaStatus({ solving }: { solving: boolean }) {
  const { t } = useTranslation();
  return (
    <Box aria-live="polite" sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'text.secondary', mt: 1.5 }}>
      {solving ? <CircularProgress size={14} /> : <VerifiedUserOutlined sx={{ fontSize: 16 }} />}
      <Typography variant="caption">{solving ? t('captcha.solving') : t('captcha.note')}</Typography>
    </Box>
  );
}
