import CheckCircleOutlineRounded from '@mui/icons-material/CheckCircleOutlineRounded';
import ErrorOutlineRounded from '@mui/icons-material/ErrorOutlineRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { LocaleLink } from '@/components/LocaleLink';

/** The end of an account flow: what happened and the one sensible next step. */
export function DoneMessage({
  body,
  action,
  to,
  failed = false,
}: {
  body: string;
  action: string;
  to: string;
  failed?: boolean;
}) {
  const Icon = failed ? ErrorOutlineRounded : CheckCircleOutlineRounded;
  return (
    <Box role="status" sx={{ textAlign: 'center', display: 'grid', gap: 2.5, justifyItems: 'center' }}>
      <Icon sx={{ fontSize: 56, color: failed ? 'error.main' : 'primary.main' }} />
      <Typography color="text.secondary">{body}</Typography>
      <Button component={LocaleLink} to={to} variant="contained" size="large" fullWidth>
        {action}
      </Button>
    </Box>
  );
}
