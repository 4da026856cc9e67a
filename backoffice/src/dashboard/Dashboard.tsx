import { useState } from 'react';
import { Navigate } from 'react-router-dom';
import { Box, Card, CardContent, MenuItem, Stack, TextField, Typography } from '@mui/material';
import CreditCard from '@mui/icons-material/CreditCard';
import PersonAdd from '@mui/icons-material/PersonAdd';
import Star from '@mui/icons-material/Star';
import Visibility from '@mui/icons-material/Visibility';
import { Title, useCreatePath, useGetIdentity, useGetOne, useResourceDefinitions, useTranslate } from 'react-admin';
import { STATISTICS_RANGES, type StatisticsRange } from '@annuaire/shared';
import { useStaffRole } from '../common/permissions';
import { SignUpsChart, ViewsChart } from './Charts';
import { ProjectionLag } from './ProjectionLag';
import { StatCard } from './StatCard';
import type { SiteFigures, SiteViews } from './types';

/** The analysts' dashboard for staff; others (advertisers) go straight to their first resource. */
export function Dashboard() {
  const { can } = useStaffRole();
  return can('VIEW_ALL_USERS') ? <StaffDashboard /> : <FirstResource />;
}

function FirstResource() {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const first = Object.values(useResourceDefinitions()).find((resource) => resource.hasList);
  if (first) return <Navigate replace to={createPath({ resource: first.name, type: 'list' })} />;
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="annuaire.title" />
      <CardContent>
        <Typography>{translate('annuaire.title')}</Typography>
      </CardContent>
    </Card>
  );
}

/** Sign-ups, active profiles, credits sold (admins) and views over a range, then how fresh the read models are. */
function StaffDashboard() {
  const translate = useTranslate();
  // docs/product.md §6: sales are the admins' (the server leaves them out for anyone else too).
  const sales = useStaffRole().may('viewSales');
  const { identity } = useGetIdentity();
  const [range, setRange] = useState<StatisticsRange>('30d');
  const { data: figures } = useGetOne<SiteFigures>('site-figures', { id: range });
  const { data: views } = useGetOne<SiteViews>('site-views', { id: range });
  const t = (key: string) => translate(`annuaire.dashboard.${key}`);
  return (
    <Stack spacing={2} sx={{ mt: 2, mb: 4 }}>
      <Title title="ra.page.dashboard" />
      <Card>
        <CardContent sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
          <Box sx={{ flex: 1, minWidth: 240 }}>
            <Typography variant="h5" component="h2">
              {translate('annuaire.dashboard.welcome', { name: identity?.fullName ?? '' })}
            </Typography>
            <Typography sx={{ color: 'text.secondary' }}>{t('subtitle')}</Typography>
          </Box>
          <TextField
            select
            size="small"
            fullWidth={false}
            label={t('range')}
            value={range}
            onChange={(event) => setRange(event.target.value as StatisticsRange)}
            sx={{ minWidth: 160 }}
          >
            {STATISTICS_RANGES.map((value) => (
              <MenuItem key={value} value={value}>
                {translate(`annuaire.dashboard.ranges.${value}`)}
              </MenuItem>
            ))}
          </TextField>
        </CardContent>
      </Card>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <StatCard icon={<PersonAdd />} label={t('signUps')} value={figures?.totals.signUps ?? '…'} />
        <StatCard icon={<Visibility />} label={t('activeProfiles')} value={figures?.activeProfiles ?? '…'} />
        {sales && (
          <StatCard icon={<CreditCard />} label={t('creditsSold')} value={figures?.totals.creditsSold ?? '…'} />
        )}
        <StatCard icon={<Star />} label={t('vipCount')} value={figures?.vipCount ?? '…'} />
      </Stack>
      <Stack direction={{ xs: 'column', lg: 'row' }} spacing={2}>
        {figures && <SignUpsChart figures={figures} sales={sales} />}
        {views && <ViewsChart views={views} />}
      </Stack>
      <ProjectionLag />
    </Stack>
  );
}
