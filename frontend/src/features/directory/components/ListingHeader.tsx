import Box from '@mui/material/Box';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** Styles for below `md` only: from `md` up the header is every page's title (PageTitle's look), untouched. */
const phones = (styles: Record<string, unknown>) => (theme: Theme) => ({ [theme.breakpoints.down('md')]: styles });

/**
 * The listing's h1 and its count. From `md` up, the page title as every page has it, the count under it. Below
 * `md` (phones and portrait tablets, where the shell shows its bottom bar too) one line: the place in smaller type,
 * the count beside it, so the profiles start high on the first screen. The title's other words ("Escortes · ")
 * stay in the heading for screen readers and search engines, out of sight: the category tabs just below show them.
 */
export function ListingHeader({ title, place, subtitle }: { title: string; place: string; subtitle?: ReactNode }) {
  // Both languages' titles end on the place ("Escortes · Montréal", "Female escorts in Montréal"). The space before
  // the place stays out of the hidden words, or the heading's accessible name would lose it.
  const at = title.lastIndexOf(place);
  const lead = at > 0 ? title.slice(0, at).trimEnd() : '';
  const rest = at > 0 ? title.slice(lead.length) : title;
  return (
    <Box component="header" sx={phones({ display: 'flex', alignItems: 'baseline', gap: 1.5, minWidth: 0 })}>
      <Typography
        variant="h1"
        sx={phones({
          flex: 1,
          minWidth: 0,
          fontSize: '1.25rem',
          lineHeight: 1.3,
          whiteSpace: 'nowrap',
          overflow: 'hidden',
          textOverflow: 'ellipsis',
        })}
      >
        {lead && (
          <Box
            component="span"
            // VisuallyHidden's rules, on phones only.
            sx={phones({
              position: 'absolute',
              width: '1px',
              height: '1px',
              m: '-1px',
              overflow: 'hidden',
              clip: 'rect(0 0 0 0)',
              whiteSpace: 'nowrap',
            })}
          >
            {lead}
          </Box>
        )}
        {rest}
      </Typography>
      {subtitle && (
        <Typography
          color="text.secondary"
          sx={[
            { mt: 1.5, maxWidth: 680, fontSize: '1.05rem' },
            phones({ flexShrink: 0, mt: 0, fontSize: '0.8125rem', whiteSpace: 'nowrap' }),
          ]}
        >
          {subtitle}
        </Typography>
      )}
    </Box>
  );
}
