import CloseRounded from '@mui/icons-material/CloseRounded';
import CookieOutlined from '@mui/icons-material/CookieOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { LocaleLink } from '@/components/LocaleLink';

export interface CookieConsentPanelProps {
  open: boolean;
  choose: (accepted: boolean) => void;
  /** The footer's "manage cookies" link opened it: following the privacy link closes it. */
  closeManaged: () => void;
}

/** The dialog itself, loaded only when it is about to open (CookieDialog decides). */
export default function CookieConsentPanel({ open, choose, closeManaged }: CookieConsentPanelProps) {
  const { t } = useTranslation('panels');
  return (
    <Dialog
      open={open}
      aria-labelledby="cookie-dialog-title"
      aria-describedby="cookie-dialog-body"
      maxWidth="sm"
      fullWidth
      sx={{ '& .MuiDialog-container': { alignItems: { xs: 'flex-end', sm: 'center' } } }}
      slotProps={{ paper: { sx: { m: { xs: 1, sm: 4 }, width: { xs: 'calc(100% - 16px)', sm: undefined } } } }}
    >
      <DialogTitle id="cookie-dialog-title" sx={{ display: 'flex', alignItems: 'center', gap: 1.25, pr: 7 }}>
        <CookieOutlined sx={{ color: 'brand.main' }} />
        {t('cookies.title')}
      </DialogTitle>
      <IconButton
        aria-label={t('cookies.close')}
        onClick={() => choose(false)}
        sx={{ position: 'absolute', right: 12, top: 12, display: { xs: 'inline-flex', sm: 'none' } }}
      >
        <CloseRounded />
      </IconButton>
      <DialogContent>
        <Typography id="cookie-dialog-body" color="text.secondary">
          {t('cookies.body')}
        </Typography>
        <Box sx={{ mt: 1.5 }}>
          <Link component={LocaleLink} to="/privacy-policy" onClick={closeManaged}>
            {t('cookies.learnMore')}
          </Link>
        </Box>
      </DialogContent>
      <DialogActions
        sx={{
          px: 3,
          pb: 3,
          gap: 1,
          flexDirection: { xs: 'column-reverse', sm: 'row' },
          '& > *': { width: { xs: '100%', sm: 'auto' } },
        }}
      >
        <Button variant="outlined" onClick={() => choose(false)}>
          {t('cookies.essentials')}
        </Button>
        <Button variant="contained" onClick={() => choose(true)} sx={{ ml: { xs: '0 !important', sm: 1 } }}>
          {t('cookies.accept')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
