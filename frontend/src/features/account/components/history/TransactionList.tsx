import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/EmptyState';
import { useLocale } from '@/lib/use-locale';
import { useTransactions, type Transaction } from '../../api/get-transactions';
import { formatDate } from '../../format';

const KINDS = [
  'CreditsDeposited',
  'CreditsAdjusted',
  'CreditsSpentOnVip',
  'CreditsMovedOut',
  'CreditsMovedIn',
] as const;
type Kind = (typeof KINDS)[number];
const isKnownKind = (kind: string): kind is Kind => (KINDS as readonly string[]).includes(kind);

/**
 * On a phone the cells are narrower and the date and description wrap, so all four columns fit the screen:
 * a wide table hid the credits and the balance past its edge.
 */
const COMPACT_ON_PHONES = { '& .MuiTableCell-root': { px: { xs: 1, sm: 2 } } } as const;

/** The credit history, newest first, with the balance after each line: the running balance. */
export function TransactionList({
  userId,
  page,
  onPage,
}: {
  userId: string;
  page: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation('account');
  const { locale } = useLocale();
  const transactions = useTransactions(userId, page);
  const describe = (row: Transaction) => (isKnownKind(row.kind) ? t(`history.kinds.${row.kind}`) : row.kind);

  if (transactions.isPending) return <Skeleton variant="rounded" height={240} />;
  if (transactions.isError) return <Typography color="text.secondary">{t('history.error')}</Typography>;
  const { rows, hasMore } = transactions.data;
  if (rows.length === 0 && page === 1) {
    return <EmptyState icon={<ReceiptLongOutlined />} title={t('history.empty')} hint={t('history.emptyHint')} />;
  }
  return (
    <Box>
      <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: '16px' }}>
        <Table aria-label={t('history.title')} sx={COMPACT_ON_PHONES}>
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col">
                {t('history.date')}
              </TableCell>
              <TableCell component="th" scope="col">
                {t('history.description')}
              </TableCell>
              <TableCell component="th" scope="col" align="right">
                {t('history.change')}
              </TableCell>
              <TableCell component="th" scope="col" align="right">
                {t('history.balanceAfter')}
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.id}>
                <TableCell sx={{ whiteSpace: { sm: 'nowrap' } }}>{formatDate(row.at, locale, true)}</TableCell>
                <TableCell>
                  {describe(row)}
                  {row.reason && (
                    <Typography variant="body2" color="text.secondary">
                      {row.reason}
                    </Typography>
                  )}
                </TableCell>
                <TableCell
                  align="right"
                  sx={{
                    fontWeight: 700,
                    color: row.type === 'credit' ? 'success.main' : 'error.main',
                    whiteSpace: 'nowrap',
                  }}
                >
                  {row.type === 'credit' ? '+' : '−'}
                  {row.credits}
                </TableCell>
                <TableCell align="right">{row.balanceAfter}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <Box
        component="nav"
        aria-label={t('history.pages')}
        sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', mt: 2 }}
      >
        <Button disabled={page <= 1} onClick={() => onPage(page - 1)}>
          {t('history.newer')}
        </Button>
        <Typography color="text.secondary">{t('history.page', { page })}</Typography>
        <Button disabled={!hasMore} onClick={() => onPage(page + 1)}>
          {t('history.older')}
        </Button>
      </Box>
    </Box>
  );
}
