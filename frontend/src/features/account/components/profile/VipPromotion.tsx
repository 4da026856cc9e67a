import WorkspacePremiumRounded from '@mui/icons-material/WorkspacePremiumRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ListingBlocker } from '@annuaire/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNamedQueryModal } from '@/lib/use-named-query-modal';

/**
 * docs/product.md §6 VIP promotion: for women and trans women escorts without an active VIP (the page decides). Until
 * the profile can be listed the offer stays disabled, saying why.
 */
export function VipPromotion({ blockers }: { blockers: readonly ListingBlocker[] }) {
  const { t } = useTranslation('account');
  const reasonId = useId();
  const locked = blockers.length > 0;
  const vip = useNamedQueryModal('modal', 'vip');
  return (
    <Box
      component="aside"
      aria-label={t('promotion.label')}
      sx={(theme) => ({
        p: { xs: 2.5, sm: 3 },
        borderRadius: '20px',
        border: '2px solid transparent',
        background: `linear-gradient(${theme.vars.palette.background.paper}, ${theme.vars.palette.background.paper}) padding-box, ${theme.palette.vip.gradient} border-box`,
        display: 'flex',
        gap: 2,
        alignItems: { sm: 'center' },
        flexDirection: { xs: 'column', sm: 'row' },
      })}
    >
      <WorkspacePremiumRounded sx={{ fontSize: 40, color: 'vip.main' }} />
      <Box sx={{ flex: 1 }}>
        <Typography variant="h6" component="h2">
          {t('promotion.title')}
        </Typography>
        <Typography color="text.secondary">{t('promotion.body')}</Typography>
        {locked && (
          <Typography id={reasonId} color="warning.main" sx={{ mt: 0.5, fontWeight: 600 }}>
            {t('onboarding.vipLocked')} {t(`onboarding.blockers.${blockers[0]!}`)}
          </Typography>
        )}
      </Box>
      <Button
        variant="contained"
        onClick={vip.openModal}
        disabled={locked}
        aria-describedby={locked ? reasonId : undefined}
        sx={{ flexShrink: 0 }}
      >
        {t('promotion.cta')}
      </Button>
    </Box>
  );
}
