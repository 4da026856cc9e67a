import { useId, useState } from 'react';
import { Box, MenuItem, TextField, Typography, useTheme } from '@mui/material';
import { useTranslate } from 'react-admin';
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { chartColumns, chartData } from './chartSeries';
import type { SavedQueryAnswer } from './types';

const HEIGHT = 300;
/** After the theme's primary: hues apart from it and from each other, readable on the light and the dark theme. */
const SERIES_COLOURS = ['#f59e0b', '#3b82f6', '#ec4899', '#8b5cf6', '#84cc16'];

/**
 * A line chart of one numeric column against the answer's date (or month) column, when it has both and more than
 * one date; staff choose which numeric column. A picture for sighted staff: the table below holds the same figures
 * for everyone.
 */
export function ResultChart({ answer, preferred }: { answer: SavedQueryAnswer; preferred: string | null }) {
  const translate = useTranslate();
  const theme = useTheme();
  const captionId = useId();
  const columns = chartColumns(answer.columns);
  const preferredIndex = answer.columns.findIndex((column) => column.name === preferred);
  const [chosen, setChosen] = useState<number | null>(null);
  if (!columns || answer.rows.length === 0) return null;
  const value =
    chosen !== null && columns.values.includes(chosen)
      ? chosen
      : columns.values.includes(preferredIndex)
        ? preferredIndex
        : columns.values[0]!;
  const data = chartData(answer, columns.date, value);
  // One date is a dot, not a trend: the table says it better.
  if (data.points.length < 2) return null;
  const palette = [theme.palette.primary.main, ...SERIES_COLOURS];
  const caption = translate('annuaire.savedQueries.chartOf', {
    value: answer.columns[value]!.name,
    date: answer.columns[columns.date]!.name,
  });
  return (
    <Box component="figure" aria-labelledby={captionId} sx={{ m: 0 }}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
        <Typography id={captionId} component="figcaption" variant="subtitle1" sx={{ flex: 1 }}>
          {caption}
        </Typography>
        {columns.values.length > 1 && (
          <TextField
            select
            size="small"
            label={translate('annuaire.savedQueries.chart')}
            value={value}
            onChange={(event) => setChosen(Number(event.target.value))}
            fullWidth={false}
            margin="none"
            sx={{ minWidth: 200 }}
          >
            {columns.values.map((index) => (
              <MenuItem key={index} value={index}>
                {answer.columns[index]!.name}
              </MenuItem>
            ))}
          </TextField>
        )}
      </Box>
      <Box sx={{ height: HEIGHT }} aria-hidden="true">
        <ResponsiveContainer width="100%" height="100%">
          <LineChart data={data.points}>
            <CartesianGrid strokeDasharray="3 3" stroke={theme.palette.divider} />
            <XAxis dataKey="date" stroke={theme.palette.text.secondary} />
            <YAxis stroke={theme.palette.text.secondary} />
            <Tooltip contentStyle={{ background: theme.palette.background.paper }} />
            <Legend />
            {data.series.map((series, index) => (
              <Line
                key={series.key}
                type="monotone"
                dataKey={series.key}
                name={series.label}
                stroke={palette[index % palette.length]}
                strokeWidth={2}
                dot={data.points.length <= 40}
                // A date a series has no row for is a gap, not a line drawn across it (a missing rate is not 0).
                connectNulls={false}
              />
            ))}
          </LineChart>
        </ResponsiveContainer>
      </Box>
      {data.total > data.series.length && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {translate('annuaire.savedQueries.chartSeriesCut', { shown: data.series.length, total: data.total })}
        </Typography>
      )}
    </Box>
  );
}
