import CallRounded from '@mui/icons-material/CallRounded';
import LaunchRounded from '@mui/icons-material/LaunchRounded';
import SupportRounded from '@mui/icons-material/SupportRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/EmptyState';
import { PageLoader } from '@/components/PageLoader';
import { PageTitle } from '@/components/PageTitle';
import { usePageMeta } from '@/lib/head';
import { useHelpServices, type HelpService } from '../api/get-help-services';

/** Only web addresses may become links: a stored `javascript:` URL must never be clickable. */
function safeUrl(url: string | null | undefined): string | null {
  return url && /^https?:\/\//i.test(url) ? url : null;
}

function ServiceCard({ service }: { service: HelpService }) {
  const { t } = useTranslation('help');
  const url = safeUrl(service.url);
  return (
    <Card component="li" sx={{ display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flex: 1 }}>
        <Typography variant="h2" sx={{ fontSize: '1.1rem', mb: 1 }}>
          {service.name}
        </Typography>
        {service.description && <Typography color="text.secondary">{service.description}</Typography>}
      </CardContent>
      {(service.phone || url) && (
        <CardActions sx={{ px: 2, pb: 2, gap: 1, flexWrap: 'wrap' }}>
          {service.phone && (
            <Button
              size="small"
              variant="contained"
              startIcon={<CallRounded />}
              href={`tel:${service.phone.replace(/[^\d+]/g, '')}`}
            >
              {t('helpServices.call', { phone: service.phone })}
            </Button>
          )}
          {url && (
            <Button
              size="small"
              variant="outlined"
              endIcon={<LaunchRounded />}
              href={url}
              target="_blank"
              rel="noopener noreferrer"
            >
              {t('helpServices.website')}
            </Button>
          )}
        </CardActions>
      )}
    </Card>
  );
}

/** /help-services: the organizations staff maintain; an empty list or a failed call shows the same calm state. */
export function HelpServicesPage() {
  const { t } = useTranslation('help');
  usePageMeta(t('helpServices.meta.title'), t('helpServices.meta.description'));
  const services = useHelpServices();
  const list = services.data ?? [];
  return (
    <Box>
      <PageTitle title={t('helpServices.title')} subtitle={t('helpServices.intro')} />
      <Alert severity="warning" variant="outlined" sx={{ mb: 3 }}>
        {t('helpServices.emergency')}
      </Alert>
      {/* A failed first attempt shows the empty state at once; TanStack keeps retrying behind it. */}
      {services.isPending && services.failureCount === 0 ? (
        <PageLoader />
      ) : list.length === 0 ? (
        <EmptyState icon={<SupportRounded />} title={t('helpServices.empty')} hint={t('helpServices.emptyHint')} />
      ) : (
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { sm: '1fr 1fr', lg: '1fr 1fr 1fr' },
          }}
        >
          {list.map((service) => (
            <ServiceCard key={service._id} service={service} />
          ))}
        </Box>
      )}
    </Box>
  );
}
