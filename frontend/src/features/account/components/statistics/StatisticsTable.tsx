import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import type { Statistics } from '../../api/get-statistics';
import { METRICS } from './labels';

/** The charts' numbers as one table: a row per day or month, a column per count, totals last. */
export function StatisticsTable({ statistics, labels }: { statistics: Statistics; labels: readonly string[] }) {
  const { t } = useTranslation('account');
  return (
    <TableContainer sx={{ maxHeight: 420, border: 1, borderColor: 'divider', borderRadius: '12px' }}>
      <Table size="small" stickyHeader>
        <caption style={{ captionSide: 'top', textAlign: 'start' }}>
          {t('statistics.tableCaption', { range: t(`statistics.ranges.${statistics.range}`) })}
        </caption>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              {statistics.unit === 'day' ? t('statistics.day') : t('statistics.month')}
            </TableCell>
            {METRICS.map((metric) => (
              <TableCell key={metric.key} component="th" scope="col" align="right">
                {t(`statistics.metrics.${metric.key}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {statistics.points.map((point, index) => (
            <TableRow key={labels[index] ?? index}>
              <TableCell component="th" scope="row">
                {labels[index]}
              </TableCell>
              {METRICS.map((metric) => (
                <TableCell key={metric.key} align="right">
                  {point.counts[metric.name] ?? 0}
                </TableCell>
              ))}
            </TableRow>
          ))}
          <TableRow>
            <TableCell component="th" scope="row" sx={{ fontWeight: 800 }}>
              {t('statistics.total')}
            </TableCell>
            {METRICS.map((metric) => (
              <TableCell key={metric.key} align="right" sx={{ fontWeight: 800 }}>
                {statistics.totals[metric.name] ?? 0}
              </TableCell>
            ))}
          </TableRow>
        </TableBody>
      </Table>
    </TableContainer>
  );
}
