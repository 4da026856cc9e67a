import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A titled list of footer links. */
export function FooterColumn({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={id}>
      <Typography id={id} variant="overline" component="h2" color="text.secondary" sx={{ display: 'block', mb: 1.25 }}>
        {title}
      </Typography>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 1,
          '& a, & button.MuiLink-root': { color: 'text.primary', fontSize: 14.5, opacity: 0.86 },
          '& a:hover, & button.MuiLink-root:hover': { opacity: 1 },
        }}
      >
        {children}
      </Box>
    </Box>
  );
}
