import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

/**
 * A labelled row of pills in the filter bar (the order, each filter): on phones the label and its pills share one
 * row scrolled sideways; on wider screens the label sits above its pills.
 */
export function ChipGroup({ label, children }: { label: string; children: ReactNode }) {
  const labelId = useId();
  return (
    <Box
      role="group"
      aria-labelledby={labelId}
      sx={{
        display: 'flex',
        flexDirection: { xs: 'row', md: 'column' },
        alignItems: { xs: 'center', md: 'flex-start' },
        gap: { xs: 0.75, md: 0.5 },
        maxWidth: '100%',
        overflowX: { xs: 'auto', md: 'visible' },
        scrollbarWidth: 'none',
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
      <Box sx={{ display: 'flex', gap: 0.625, '& > *': { flexShrink: 0 } }}>{children}</Box>
    </Box>
  );
}
