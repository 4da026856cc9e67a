import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageLoader } from '@/components/PageLoader';
import { PageTitle } from '@/components/PageTitle';
import { usePageMeta } from '@/lib/head';
import { useNamedQueryModal } from '@/lib/use-named-query-modal';
import { useOwnAccount } from '../../api/own-account';
import { PaymentDialog } from '../credits/PaymentDialog';
import { LoadError } from '../LoadError';
import { PendingDeposits } from './PendingDeposits';
import { TransactionList } from './TransactionList';

/** `?page=n`, 1 when absent or not a positive whole number. */
function pageOf(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 ? page : 1;
}

/** /transaction-history: the balance, payments awaiting confirmation, and every credit and debit (docs/product.md §2). */
export function TransactionHistoryPage() {
  const { t } = useTranslation('account');
  usePageMeta(t('history.meta.title'), t('history.meta.description'));
  const account = useOwnAccount();
  const payment = useNamedQueryModal('modal', 'payment');
  const [params, setParams] = useSearchParams();
  const page = pageOf(params.get('page'));
  if (account.isPending) return <PageLoader />;
  if (account.isError) return <LoadError onRetry={() => void account.refetch()} />;

  const goTo = (next: number) => {
    const copy = new URLSearchParams(params);
    if (next === 1) copy.delete('page');
    else copy.set('page', String(next));
    setParams(copy);
  };

  return (
    <Box sx={{ maxWidth: 860 }}>
      <PageTitle title={t('history.title')} subtitle={t('history.subtitle')} />
      <Paper
        variant="outlined"
        sx={{
          p: { xs: 2.5, sm: 3 },
          borderRadius: '20px',
          mb: 3,
          display: 'flex',
          gap: 2,
          alignItems: 'center',
          flexWrap: 'wrap',
        }}
      >
        <Box sx={{ flex: 1 }}>
          <Typography color="text.secondary">{t('credits.title')}</Typography>
          <Typography sx={{ fontSize: '1.75rem', fontWeight: 800 }} data-testid="balance">
            {t('credits.balance', { count: account.data.credits })}
          </Typography>
        </Box>
        <Button variant="contained" onClick={payment.openModal}>
          {t('credits.buy')}
        </Button>
      </Paper>
      <PendingDeposits />
      <TransactionList userId={account.data._id} page={page} onPage={goTo} />
      <PaymentDialog />
    </Box>
  );
}
