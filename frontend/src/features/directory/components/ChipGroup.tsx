import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

/** `bar`: the wide screens' filter bar. `stacked`: the phones' sheet, where each group has the full width. */
export type ChipGroupLayout = 'bar' | 'stacked';

/**
 * A labelled row of pills (the order, each filter), the label above them. In the bar (shown from `md` up) the pills
 * keep to one line; in the sheet they wrap, all in sight at once.
 */
export function ChipGroup({
  label,
  layout = 'bar',
  children,
}: {
  label: string;
  layout?: ChipGroupLayout;
  children: ReactNode;
}) {
  const labelId = useId();
  const stacked = layout === 'stacked';
  return (
    <Box
      role="group"
      aria-labelledby={labelId}
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: stacked ? 'stretch' : 'flex-start',
        gap: stacked ? 0.75 : 0.5,
        maxWidth: '100%',
      }}
    >
      <Typography
        id={labelId}
        variant="caption"
        color="text.secondary"
        sx={{ flexShrink: 0, fontWeight: 700, lineHeight: '24px', letterSpacing: '0.06em', textTransform: 'uppercase' }}
      >
        {label}
      </Typography>
      <Box
        sx={{
          display: 'flex',
          flexWrap: stacked ? 'wrap' : 'nowrap',
          gap: stacked ? 1 : 0.625,
          '& > *': { flexShrink: 0 },
        }}
      >
        {children}
      </Box>
    </Box>
  );
}
