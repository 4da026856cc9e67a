import WorkspacePremiumRounded from '@mui/icons-material/WorkspacePremiumRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { LocaleLink } from '@/components/LocaleLink';

/** docs/product.md §6: women and trans-women escorts without an active VIP see the VIP offer where ads would be. */
export function VipPromotionAd() {
  const { t } = useTranslation();
  return (
    <Box
      component="aside"
      aria-label={t('ads.vipLabel')}
      data-vip-promotion
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 2,
        p: 2,
        borderRadius: '16px',
        border: 1,
        borderColor: 'vip.main',
      }}
    >
      <WorkspacePremiumRounded sx={{ fontSize: 32, color: 'vip.main' }} />
      <Typography sx={{ flex: 1 }}>{t('ads.vipBody')}</Typography>
      <Button component={LocaleLink} to="/profile?modal=vip" variant="contained">
        {t('ads.vipCta')}
      </Button>
    </Box>
  );
}
