import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { LogoMark } from '@/components/Logo';

/** The frame of every account screen: one focused card, centred, with the brand mark above the title. */
export function AuthCard({
  title,
  subtitle,
  children,
  footer,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: { xs: 2, md: 6 } }}>
      <Paper
        variant="outlined"
        sx={(theme) => ({
          width: '100%',
          maxWidth: theme.layout.formMaxWidth,
          p: { xs: 3, sm: 4.5 },
          borderRadius: '24px',
          background: `linear-gradient(180deg, ${theme.vars.palette.brand.soft} 0%, transparent 140px), ${theme.vars.palette.background.paper}`,
        })}
      >
        <Box sx={{ display: 'flex', justifyContent: 'center', mb: 2 }}>
          <LogoMark size={44} />
        </Box>
        <Typography variant="h1" sx={{ fontSize: '1.6rem', textAlign: 'center' }}>
          {title}
        </Typography>
        {subtitle && (
          <Typography color="text.secondary" sx={{ textAlign: 'center', mt: 1, mb: 3 }}>
            {subtitle}
          </Typography>
        )}
        {!subtitle && <Box sx={{ mb: 3 }} />}
        {children}
        {footer && (
          <Box
            sx={{ mt: 3, pt: 2.5, borderTop: 1, borderColor: 'divider', textAlign: 'center', color: 'text.secondary' }}
          >
            {footer}
          </Box>
        )}
      </Paper>
    </Box>
  );
}
