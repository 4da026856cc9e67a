import { useState } from 'react';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Stack,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { downloadCSV, Title, useGetOne, useTranslate } from 'react-admin';
import { STATISTICS_RANGES, type StatisticsRange } from '@annuaire/shared';
import { useStaffRole } from '../../common/permissions';
import { hasFigures, statisticsCsv, type CampaignStatistics as Statistics } from './figures';
import { RefusalsPanel } from './RefusalsPanel';
import { SeriesFigures } from './SeriesFigures';
import { useDescribe } from './useDescribe';

/** The read-only document `GET /api/admin/campaigns/statistics?range=` (common/dataProvider.ts DOCUMENTS). */
export const CAMPAIGN_STATISTICS = 'campaign-statistics';

/**
 * docs/product.md §6: advertisers' figures, impressions, clicks and click-through rate per block and placement, by
 * day or month over the chosen period, with a CSV of what is shown. The server answers an advertiser's own blocks
 * only; admins (VIEW_ALL_USERS) see every advertiser's, named, and the partner links', and below them what was
 * refused and why (RefusalsPanel).
 */
export function CampaignStatistics() {
  const translate = useTranslate();
  const describe = useDescribe();
  const { t } = describe;
  const role = useStaffRole();
  const showAdvertiser = role.can('VIEW_ALL_USERS');
  // docs/product.md §6 counting ads: what was refused and why is the admins' (the server refuses anyone else).
  const showRefusals = role.may('readAdRefusals');
  const [range, setRange] = useState<StatisticsRange>('14d');
  const { data, isPending, error } = useGetOne<Statistics>(CAMPAIGN_STATISTICS, { id: range });
  const shown = data?.series && hasFigures(data) ? data : null;

  const exportCsv = () => {
    if (!shown) return;
    const headings = [
      t('columns.block'),
      t('columns.placement'),
      ...(showAdvertiser ? [t('columns.advertiser')] : []),
      t('columns.link'),
      t('columns.date'),
      t('columns.impressions'),
      t('columns.clicks'),
      `${t('columns.ctr')} (%)`,
    ];
    const csv = statisticsCsv(shown, {
      headings,
      describe: (series) => {
        const named = describe.series(series);
        return [named.block, named.placement, ...(showAdvertiser ? [named.advertiser] : []), named.link];
      },
    });
    // The byte-order mark lets spreadsheets read the accents as UTF-8.
    downloadCSV(`\uFEFF${csv}`, `campaign-statistics-${range}-${shown.to}`);
  };

  return (
    <Stack spacing={2} sx={{ mt: 2, mb: 4 }}>
      <Title title={t('title')} />
      <Card>
        <CardContent sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
          <Box sx={{ flex: 1, minWidth: 240 }}>
            <Typography variant="h5" component="h2">
              {t('title')}
            </Typography>
            <Typography sx={{ color: 'text.secondary' }}>{t('intro')}</Typography>
          </Box>
          <ToggleButtonGroup
            exclusive
            size="small"
            value={range}
            aria-label={t('period')}
            onChange={(_event, value: StatisticsRange | null) => value && setRange(value)}
          >
            {STATISTICS_RANGES.map((value) => (
              <ToggleButton key={value} value={value}>
                {translate(`annuaire.dashboard.ranges.${value}`)}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
          <Button startIcon={<FileDownloadOutlined />} disabled={!shown} onClick={exportCsv}>
            {t('exportCsv')}
          </Button>
        </CardContent>
      </Card>
      {error ? (
        <Alert severity="error">{translate((error as Error).message || 'annuaire.errors.default')}</Alert>
      ) : isPending ? (
        <Typography sx={{ color: 'text.secondary' }}>{t('loading')}</Typography>
      ) : shown ? (
        shown.series.map((series) => (
          <SeriesFigures
            key={`${series.blockId}/${series.placement}`}
            series={series}
            describe={describe}
            showAdvertiser={showAdvertiser}
          />
        ))
      ) : (
        <Alert severity="info">{t('empty')}</Alert>
      )}
      {showRefusals && <RefusalsPanel range={range} series={data?.series ?? []} describe={describe} />}
    </Stack>
  );
}
