import { Card, CardContent, CardHeader, Typography, useTheme } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { bucketLabel } from './bucketLabel';
import type { SiteFigures, SiteViews } from './types';

const HEIGHT = 280;

function ChartCard({ title, empty, children }: { title: string; empty: boolean; children: React.ReactElement }) {
  const translate = useTranslate();
  return (
    <Card sx={{ flex: 1, minWidth: 320 }}>
      <CardHeader title={title} slotProps={{ title: { variant: 'h6', component: 'h2' } }} />
      <CardContent sx={{ height: HEIGHT }}>
        {empty ? (
          <Typography sx={{ color: 'text.secondary' }}>{translate('annuaire.dashboard.noData')}</Typography>
        ) : (
          <ResponsiveContainer width="100%" height="100%">
            {children}
          </ResponsiveContainer>
        )}
      </CardContent>
    </Card>
  );
}

/** Sign-ups, and credits sold for staff who may see sales, per day (per month on the long ranges). */
export function SignUpsChart({ figures, sales }: { figures: SiteFigures; sales: boolean }) {
  const translate = useTranslate();
  const theme = useTheme();
  const [locale] = useLocaleState();
  const data = figures.points.map((point) => ({ ...point, label: bucketLabel(point, locale) }));
  return (
    <ChartCard
      title={
        sales
          ? `${translate('annuaire.dashboard.signUps')} · ${translate('annuaire.dashboard.creditsSold')}`
          : translate('annuaire.dashboard.signUps')
      }
      empty={data.length === 0}
    >
      <BarChart data={data}>
        <CartesianGrid strokeDasharray="3 3" stroke={theme.palette.divider} />
        <XAxis dataKey="label" stroke={theme.palette.text.secondary} />
        <YAxis yAxisId="users" allowDecimals={false} stroke={theme.palette.text.secondary} />
        {sales && (
          <YAxis yAxisId="credits" orientation="right" allowDecimals={false} stroke={theme.palette.text.secondary} />
        )}
        <Tooltip contentStyle={{ background: theme.palette.background.paper }} />
        <Legend />
        <Bar
          yAxisId="users"
          dataKey="signUps"
          name={translate('annuaire.dashboard.signUps')}
          fill={theme.palette.primary.main}
        />
        {sales && (
          <Bar
            yAxisId="credits"
            dataKey="creditsSold"
            name={translate('annuaire.dashboard.creditsSold')}
            fill={theme.palette.secondary.main}
          />
        )}
      </BarChart>
    </ChartCard>
  );
}

/** Profile views and contacts per day (per month on the long ranges). */
export function ViewsChart({ views }: { views: SiteViews }) {
  const translate = useTranslate();
  const theme = useTheme();
  const [locale] = useLocaleState();
  const data = views.points.map((point) => ({
    label: bucketLabel(point, locale),
    views: point.counts.user_view ?? 0,
    contacts: point.counts.user_contact ?? 0,
  }));
  return (
    <ChartCard title={translate('annuaire.dashboard.views')} empty={data.length === 0}>
      <LineChart data={data}>
        <CartesianGrid strokeDasharray="3 3" stroke={theme.palette.divider} />
        <XAxis dataKey="label" stroke={theme.palette.text.secondary} />
        <YAxis allowDecimals={false} stroke={theme.palette.text.secondary} />
        <Tooltip contentStyle={{ background: theme.palette.background.paper }} />
        <Legend />
        <Line
          type="monotone"
          dataKey="views"
          name={translate('annuaire.dashboard.views')}
          stroke={theme.palette.primary.main}
          strokeWidth={2}
          dot={false}
        />
        <Line
          type="monotone"
          dataKey="contacts"
          name={translate('annuaire.dashboard.contacts')}
          stroke={theme.palette.secondary.main}
          strokeWidth={2}
          dot={false}
        />
      </LineChart>
    </ChartCard>
  );
}
