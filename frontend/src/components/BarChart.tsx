import Box from '@mui/material/Box';
import { useId } from 'react';

export interface Bar {
  label: string;
  value: number;
}

interface BarChartProps {
  /** Names the chart for assistive technology (the visible heading is the caller's). */
  title: string;
  /** A one-sentence reading of the data: what a screen reader announces instead of the bars. */
  summary: string;
  bars: readonly Bar[];
  /** How many x labels at most; the others stay in each bar's tooltip so labels never overlap. */
  maxLabels?: number;
}

const WIDTH = 600;
const HEIGHT = 180;
const AXIS = 22;
const TOP = 14;

/**
 * A small bar chart in plain SVG: the public site carries no chart library (bundle size). One image with
 * a title and a description for screen readers; each bar has a native tooltip with its label and value.
 * Colours come from the theme, so it reads in both colour modes.
 */
export function BarChart({ title, summary, bars, maxLabels = 8 }: BarChartProps) {
  const titleId = useId();
  const descId = useId();
  const max = Math.max(1, ...bars.map((bar) => bar.value));
  const slot = WIDTH / Math.max(1, bars.length);
  const barWidth = Math.max(2, slot * 0.7);
  const plot = HEIGHT - AXIS - TOP;
  const every = Math.max(1, Math.ceil(bars.length / maxLabels));

  return (
    <Box
      component="svg"
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-labelledby={`${titleId} ${descId}`}
      sx={{ width: '100%', height: 'auto', display: 'block', overflow: 'visible' }}
    >
      <title id={titleId}>{title}</title>
      <desc id={descId}>{summary}</desc>
      <Box
        component="line"
        x1={0}
        x2={WIDTH}
        y1={TOP + plot}
        y2={TOP + plot}
        sx={{ stroke: 'currentColor', opacity: 0.25 }}
      />
      <Box
        component="line"
        x1={0}
        x2={WIDTH}
        y1={TOP}
        y2={TOP}
        sx={{ stroke: 'currentColor', opacity: 0.1, strokeDasharray: '4 4' }}
      />
      <Box
        component="text"
        x={WIDTH}
        y={TOP - 4}
        textAnchor="end"
        sx={{ fill: 'currentColor', opacity: 0.6, fontSize: 11 }}
      >
        {max}
      </Box>
      {bars.map((bar, index) => {
        const height = (bar.value / max) * plot;
        const x = index * slot + (slot - barWidth) / 2;
        return (
          <g key={`${bar.label}-${index}`}>
            <Box
              component="rect"
              x={x}
              y={TOP + plot - height}
              width={barWidth}
              height={Math.max(height, bar.value > 0 ? 1 : 0)}
              rx={Math.min(3, barWidth / 3)}
              sx={{ fill: (theme) => theme.vars.palette.primary.main }}
            >
              <title>{`${bar.label}: ${bar.value}`}</title>
            </Box>
            {index % every === 0 && (
              <Box
                component="text"
                x={index * slot + slot / 2}
                y={HEIGHT - 6}
                textAnchor="middle"
                sx={{ fill: 'currentColor', opacity: 0.7, fontSize: 11 }}
              >
                {bar.label}
              </Box>
            )}
          </g>
        );
      })}
    </Box>
  );
}
