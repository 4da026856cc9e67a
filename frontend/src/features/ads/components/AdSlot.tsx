import type { AdPlacement } from '@annuaire/shared';
import WorkspacePremiumRounded from '@mui/icons-material/WorkspacePremiumRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { LocaleLink } from '@/components/LocaleLink';
import { useAds, type AdBlock, type AdContext } from '../api/get-ads';
import { useAdsMode } from '../use-ads-mode';
import { AdBlockView } from './AdBlockView';

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

/** Space kept for a placement while nothing fills it, so the page does not jump (docs/product.md §3 `*Placeholder`). */
const RESERVED: Partial<Record<AdPlacement, number>> = {
  blockLeaderboard: 122,
  blockUserProfileBottom: 122,
  blockMessagesTopBanner: 90,
};

/**
 * One placement outside the listing grid: the block drawn for it, the VIP promotion, or nothing, by the ads
 * rule. A placeholder keeps the space while it loads or when no block fits.
 */
export function AdSlot({ placement, context = {} }: { placement: AdPlacement; context?: AdContext }) {
  const { t } = useTranslation();
  const mode = useAdsMode();
  const query = useAds(placement, 1, context, mode === 'ads');
  if (mode === 'none') return null;
  if (mode === 'vipPromotion') return <VipPromotionAd />;
  const block: AdBlock | undefined = query.data?.[0];
  return (
    <Box component="aside" aria-label={t('ads.label')} sx={{ minHeight: RESERVED[placement] ?? 0, my: 2 }}>
      {block && <AdBlockView block={block} />}
    </Box>
  );
}
