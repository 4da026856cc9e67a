import { VIEWS_RETENTION_DAYS } from '@annuaire/shared';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BarChart } from '@/components/BarChart';
import { useLocale } from '@/lib/use-locale';
import { STATISTICS_RANGES, useStatistics, type StatisticsRange } from '../../api/get-statistics';
import { bucketLabel, METRICS } from './labels';
import { StatisticsTable } from './StatisticsTable';

type View = 'chart' | 'table';

/**
 * The VIP owner's statistics (docs/product.md §6, §9): views, contacts and favorites over 14 days to 12 months, as
 * charts or, for whoever prefers numbers (or a screen reader), as one table.
 */
export function StatisticsPanel({ userId }: { userId: string }) {
  const { t } = useTranslation('account');
  const headingId = useId();
  const { locale } = useLocale();
  const [range, setRange] = useState<StatisticsRange>('14d');
  const [view, setView] = useState<View>('chart');
  const statistics = useStatistics(userId, range, true);
  const data = statistics.data;
  const labels = data ? data.points.map((point) => bucketLabel(point, data.unit, locale)) : [];

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 1.5,
          alignItems: 'center',
          justifyContent: 'space-between',
          mb: 2,
        }}
      >
        <Box>
          <Typography id={headingId} variant="h5" component="h2">
            {t('statistics.title')}
          </Typography>
          {/* docs/product.md §9: members are told how long what they see is kept. */}
          <Typography variant="body2" color="text.secondary">
            {t('statistics.retention', { days: VIEWS_RETENTION_DAYS })}
          </Typography>
        </Box>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={range}
            onChange={(_event, value: StatisticsRange | null) => value && setRange(value)}
            aria-label={t('statistics.range')}
          >
            {STATISTICS_RANGES.map((option) => (
              <ToggleButton key={option} value={option}>
                {t(`statistics.ranges.${option}`)}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={view}
            onChange={(_event, value: View | null) => value && setView(value)}
            aria-label={t('statistics.display')}
          >
            <ToggleButton value="chart">{t('statistics.chart')}</ToggleButton>
            <ToggleButton value="table">{t('statistics.table')}</ToggleButton>
          </ToggleButtonGroup>
        </Box>
      </Box>
      {statistics.isError ? (
        <Typography color="text.secondary">{t('statistics.error')}</Typography>
      ) : !data ? (
        <Skeleton variant="rounded" height={200} />
      ) : view === 'table' ? (
        <StatisticsTable statistics={data} labels={labels} />
      ) : (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { md: 'repeat(3, 1fr)' } }}>
          {METRICS.map((metric) => {
            const bars = data.points.map((point, index) => ({
              label: labels[index] ?? '',
              value: point.counts[metric.name] ?? 0,
            }));
            const total = data.totals[metric.name] ?? 0;
            const peak = bars.reduce(
              (best, bar) => (bar.value > best.value ? bar : best),
              bars[0] ?? { label: '', value: 0 },
            );
            return (
              <Paper key={metric.key} variant="outlined" sx={{ p: 2, borderRadius: '16px' }}>
                <Typography component="h3" variant="subtitle2" color="text.secondary">
                  {t(`statistics.metrics.${metric.key}`)}
                </Typography>
                <Typography sx={{ fontSize: '1.75rem', fontWeight: 800, mb: 1 }}>{total}</Typography>
                <BarChart
                  title={t('statistics.chartTitle', {
                    metric: t(`statistics.metrics.${metric.key}`),
                    range: t(`statistics.ranges.${range}`),
                  })}
                  summary={
                    total === 0
                      ? t('statistics.summaryEmpty')
                      : t('statistics.summary', { total, peak: peak.value, when: peak.label })
                  }
                  bars={bars}
                  maxLabels={data.unit === 'day' ? 5 : 6}
                />
              </Paper>
            );
          })}
        </Box>
      )}
    </Box>
  );
}
