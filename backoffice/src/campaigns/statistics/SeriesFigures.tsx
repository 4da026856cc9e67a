import {
  Box,
  Card,
  CardContent,
  CardHeader,
  Link,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
  useTheme,
} from '@mui/material';
import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { bucketKey, type AdFiguresSeries } from '@annuaire/shared';
import { bucketLabel } from '../../dashboard/bucketLabel';
import { clickThroughRate } from './figures';
import type { useDescribe } from './useDescribe';

type Describe = ReturnType<typeof useDescribe>;

/**
 * One block in one placement: its totals, a chart of impressions (bars) and clicks (line), and the same figures
 * as a table, which screen readers and keyboards use (the chart is a picture for them).
 */
export function SeriesFigures({
  series,
  describe,
  showAdvertiser,
}: {
  series: AdFiguresSeries;
  describe: Describe;
  showAdvertiser: boolean;
}) {
  const theme = useTheme();
  const { t, integer, rate, locale } = describe;
  const named = describe.series(series);
  const title = `${named.block} · ${named.placement}`;
  const data = series.points.map((point) => ({ ...point, label: bucketLabel(point, locale) }));
  const columns = t('columns.impressions');
  return (
    <Card component="section" aria-label={title}>
      <CardHeader
        title={title}
        slotProps={{ title: { variant: 'h6', component: 'h2' } }}
        subheader={
          <>
            {showAdvertiser && named.advertiser && <span>{t('advertiser', { name: named.advertiser })} · </span>}
            {named.link && (
              <Link href={named.link} target="_blank" rel="noopener noreferrer">
                {named.link}
              </Link>
            )}
          </>
        }
      />
      <CardContent>
        <Typography sx={{ mb: 2 }}>
          {t('totals', {
            impressions: integer(series.impressions),
            clicks: integer(series.clicks),
            ctr: rate(clickThroughRate(series.clicks, series.impressions)),
          })}
        </Typography>
        <Box role="img" aria-label={t('chart', { block: title })} sx={{ height: 240, mb: 2 }}>
          <ResponsiveContainer width="100%" height="100%">
            <ComposedChart data={data}>
              <CartesianGrid strokeDasharray="3 3" stroke={theme.palette.divider} />
              <XAxis dataKey="label" stroke={theme.palette.text.secondary} />
              <YAxis yAxisId="impressions" allowDecimals={false} stroke={theme.palette.text.secondary} />
              <YAxis yAxisId="clicks" orientation="right" allowDecimals={false} stroke={theme.palette.text.secondary} />
              <Tooltip contentStyle={{ background: theme.palette.background.paper }} />
              <Legend />
              <Bar yAxisId="impressions" dataKey="impressions" name={columns} fill={theme.palette.primary.main} />
              <Line
                yAxisId="clicks"
                type="monotone"
                dataKey="clicks"
                name={t('columns.clicks')}
                stroke={theme.palette.secondary.main}
                strokeWidth={2}
              />
            </ComposedChart>
          </ResponsiveContainer>
        </Box>
        <TableContainer sx={{ maxHeight: 360 }}>
          <Table size="small" stickyHeader aria-label={t('table', { block: title })}>
            <TableHead>
              <TableRow>
                <TableCell>{t('columns.date')}</TableCell>
                <TableCell align="right">{t('columns.impressions')}</TableCell>
                <TableCell align="right">{t('columns.clicks')}</TableCell>
                <TableCell align="right">{t('columns.ctr')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {series.points.map((point) => (
                <TableRow key={bucketKey(point)}>
                  <TableCell component="th" scope="row">
                    {bucketLabel(point, locale)}
                  </TableCell>
                  <TableCell align="right">{integer(point.impressions)}</TableCell>
                  <TableCell align="right">{integer(point.clicks)}</TableCell>
                  <TableCell align="right">{rate(clickThroughRate(point.clicks, point.impressions))}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      </CardContent>
    </Card>
  );
}
