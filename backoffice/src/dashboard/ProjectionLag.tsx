import {
  Card,
  CardContent,
  CardHeader,
  Chip,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Tooltip,
} from '@mui/material';
import { useGetOne, useTranslate } from 'react-admin';
import { useFormatDateTime } from '../users/fields';
import type { Health } from './types';

/** How fresh each read model is (`GET /api/health`): events behind the store, rebuilds and last errors. */
export function ProjectionLag() {
  const translate = useTranslate();
  const formatDateTime = useFormatDateTime();
  const { data } = useGetOne<Health>('health', { id: 'current' }, { refetchInterval: 10_000 });
  const t = (key: string) => translate(`annuaire.dashboard.${key}`);
  return (
    <Card>
      <CardHeader title={t('projections')} slotProps={{ title: { variant: 'h6', component: 'h2' } }} />
      <CardContent sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={t('projections')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('projection')}</TableCell>
              <TableCell align="right">{t('behind')}</TableCell>
              <TableCell />
              <TableCell>{t('updatedAt')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {(data?.projections ?? []).map((projection) => (
              <TableRow key={projection.name}>
                <TableCell>{projection.name}</TableCell>
                <TableCell align="right">{projection.behind ?? '—'}</TableCell>
                <TableCell>
                  <Tooltip
                    title={
                      // Raw errors are for admins (and the metrics token): others are told it failed, in their language.
                      projection.lastError
                        ? `${t('lastError')}: ${data?.detail ? projection.lastError : t('errorWithheld')}`
                        : ''
                    }
                  >
                    <Chip
                      size="small"
                      color={projection.lastError ? 'error' : projection.caughtUp ? 'success' : 'warning'}
                      label={
                        projection.rebuilding ? t('rebuilding') : projection.caughtUp ? t('caughtUp') : t('catchingUp')
                      }
                    />
                  </Tooltip>
                </TableCell>
                <TableCell>{formatDateTime(projection.updatedAt)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </CardContent>
    </Card>
  );
}
