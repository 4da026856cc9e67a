import type { CurrentUser } from '@annuaire/shared';
import LeaderboardOutlined from '@mui/icons-material/LeaderboardOutlined';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { LocaleLink } from '@/components/LocaleLink';
import { useLocale } from '@/lib/use-locale';
import { useRank } from '../../api/get-rank';
import { headlineRank, isUnderReview, rankPlaceName } from '../../rules';

type NotListedReason = 'ghost' | 'underReview' | 'noLocation' | 'inactive';

function whyNotListed(account: CurrentUser): NotListedReason {
  if (account.ghost) return 'ghost';
  if (isUnderReview(account, new Date())) return 'underReview';
  if (!account.location) return 'noLocation';
  return 'inactive';
}

/**
 * Where the profile stands ("#12 in Montréal"), read again after every change of the member (the patch
 * hook invalidates it). When the profile is in no listing, says why, and what to do about a missing place. A profile
 * ghost mode or review hides (docs/product.md §4) shows no rank, whatever the server counts: a place "Nº 1 à Laval"
 * beside "hidden from listings" would promise what visitors do not see.
 */
export function RankLine({ account }: { account: CurrentUser }) {
  const { t } = useTranslation('account');
  const { locale } = useLocale();
  const hidden = account.ghost || isUnderReview(account, new Date());
  const rank = useRank(account._id, !hidden);
  const best = !hidden && rank.data ? headlineRank(rank.data, account.location) : null;

  let content;
  if (!hidden && rank.isPending) content = <Skeleton width={160} />;
  else if (!hidden && rank.isError) content = <Typography color="text.secondary">{t('rank.unavailable')}</Typography>;
  else if (best) {
    content = (
      <Typography aria-live="polite">
        <Box component="strong" sx={{ fontSize: '1.25rem', mr: 0.75 }}>
          {t('rank.position', { position: best.position, place: rankPlaceName(best, locale) })}
        </Box>
        <Box component="span" sx={{ color: 'text.secondary' }}>
          {t('rank.outOf', { total: best.total })}
        </Box>
      </Typography>
    );
  } else {
    const reason = whyNotListed(account);
    content = (
      <Typography color="text.secondary" aria-live="polite">
        {t(`rank.notListed.${reason}`)}{' '}
        {reason === 'noLocation' && (
          <Link component={LocaleLink} to="/edit" underline="always">
            {t('rank.addLocation')}
          </Link>
        )}
      </Typography>
    );
  }

  return (
    <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
      <LeaderboardOutlined sx={{ color: 'primary.main', mt: 0.25 }} />
      <Box>
        <Typography variant="overline" component="h3" color="text.secondary" sx={{ lineHeight: 1.6 }}>
          {t('rank.title')}
        </Typography>
        {content}
      </Box>
    </Box>
  );
}
