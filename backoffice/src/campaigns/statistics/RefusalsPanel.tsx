import { useEffect, useState } from 'react';
import { Alert, Card, CardContent, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import {
  UNKNOWN_AD_BLOCK,
  type AdCountKind,
  type AdFiguresSeries,
  type AdRefusalReason,
  type StatisticsRange,
} from '@annuaire/shared';
import { useStaffApi } from '../../common/useStaffApi';
import type { useDescribe } from './useDescribe';

/** One line of `GET /api/admin/campaigns/refusals?range=`: a block's refusals of one kind and reason. */
export interface RefusalTotal {
  readonly blockId: string;
  readonly kind: AdCountKind;
  readonly reason: AdRefusalReason;
  readonly count: number;
}

/**
 * docs/product.md §6 counting ads: the impressions and clicks that were not counted, per block, kind and reason,
 * over the chosen period. Admins only (`readAdRefusals`): the server answers advertisers 403, and this panel is
 * not shown to them; what counted is the figures above.
 */
export function RefusalsPanel({
  range,
  series,
  describe,
}: {
  range: StatisticsRange;
  series: readonly AdFiguresSeries[];
  describe: ReturnType<typeof useDescribe>;
}) {
  const api = useStaffApi();
  const { t, integer } = describe;
  const [answer, setAnswer] = useState<{ range: StatisticsRange; totals: RefusalTotal[] | 'failed' } | null>(null);
  useEffect(() => {
    let cancelled = false;
    api.command<{ totals: RefusalTotal[] }>('/api/admin/campaigns/refusals', { method: 'GET', query: { range } }).then(
      ({ data }) => !cancelled && setAnswer({ range, totals: Array.isArray(data?.totals) ? data.totals : 'failed' }),
      () => !cancelled && setAnswer({ range, totals: 'failed' }),
    );
    return () => {
      cancelled = true;
    };
  }, [api, range]);
  const named = new Map(series.map((one) => [one.blockId, describe.series(one).block]));
  const blockName = (blockId: string) =>
    blockId === UNKNOWN_AD_BLOCK ? t('refusals.unknownBlock') : (named.get(blockId) ?? blockId);
  const totals = answer?.range === range ? answer.totals : null;
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2">
          {t('refusals.title')}
        </Typography>
        <Typography sx={{ color: 'text.secondary', mb: 1 }}>{t('refusals.intro')}</Typography>
        {totals === null ? (
          <Typography sx={{ color: 'text.secondary' }}>{t('loading')}</Typography>
        ) : totals === 'failed' ? (
          <Alert severity="error">{t('refusals.error')}</Alert>
        ) : totals.length === 0 ? (
          <Alert severity="info">{t('refusals.empty')}</Alert>
        ) : (
          <Table size="small" aria-label={t('refusals.title')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('refusals.columns.block')}</TableCell>
                <TableCell>{t('refusals.columns.kind')}</TableCell>
                <TableCell>{t('refusals.columns.reason')}</TableCell>
                <TableCell align="right">{t('refusals.columns.count')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {totals.map((total) => (
                <TableRow key={`${total.blockId}/${total.kind}/${total.reason}`}>
                  <TableCell>{blockName(total.blockId)}</TableCell>
                  <TableCell>{t(`refusals.kinds.${total.kind}`)}</TableCell>
                  <TableCell>{t(`refusals.reasons.${total.reason}`)}</TableCell>
                  <TableCell align="right">{integer(total.count)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}
