import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A calm "nothing here" block: an icon, what is missing, and what to do instead. */
export function EmptyState({ icon, title, hint }: { icon: ReactNode; title: string; hint?: string }) {
  return (
    <Box
      role="status"
      sx={{
        textAlign: 'center',
        py: 6,
        px: 3,
        border: 1,
        borderStyle: 'dashed',
        borderColor: 'divider',
        borderRadius: '20px',
        color: 'text.secondary',
      }}
    >
      <Box sx={{ color: 'brand.main', mb: 1.5, '& svg': { fontSize: 40 } }}>{icon}</Box>
      <Typography variant="h6" component="p" color="text.primary">
        {title}
      </Typography>
      {hint && <Typography sx={{ mt: 0.75, maxWidth: 420, mx: 'auto' }}>{hint}</Typography>}
    </Box>
  );
}
