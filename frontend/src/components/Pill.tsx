import ButtonBase, { type ButtonBaseProps } from '@mui/material/ButtonBase';
import { forwardRef, type ElementType, type ReactNode } from 'react';

export interface PillProps extends Omit<ButtonBaseProps, 'children'> {
  label: ReactNode;
  icon?: ReactNode;
  /** Filled in the primary colour: the chosen filter, or the place being shown. */
  selected?: boolean;
  size?: 'small' | 'medium';
  /** A router link (`LocaleLink`) instead of a button; `to` then passes through. */
  component?: ElementType;
  to?: string;
  /** An address outside the site (an `a` element), with its `target` and `rel`. */
  href?: string;
  target?: string;
  rel?: string;
}

/**
 * A rounded choice: filter toggles, place shortcuts. Built on ButtonBase (already part of every page)
 * rather than MUI's Chip, whose extra code the listing would otherwise download for this look alone.
 */
export const Pill = forwardRef<HTMLButtonElement, PillProps>(function Pill(
  { label, icon, selected = false, size = 'small', sx, ...props },
  ref,
) {
  const height = size === 'small' ? 32 : 36.5;
  return (
    <ButtonBase
      ref={ref}
      {...props}
      sx={[
        (theme) => ({
          flexShrink: 0,
          height,
          gap: 0.75,
          px: icon ? 1.25 : 1.5,
          borderRadius: 999,
          border: 1,
          borderColor: selected ? 'primary.main' : 'divider',
          bgcolor: selected ? 'primary.main' : 'transparent',
          color: selected ? 'primary.contrastText' : 'text.primary',
          fontSize: size === 'small' ? '0.8125rem' : '0.875rem',
          fontWeight: 600,
          whiteSpace: 'nowrap',
          textDecoration: 'none',
          transition: 'background-color 150ms, border-color 150ms',
          '& svg': { fontSize: 18, color: selected ? 'inherit' : 'text.secondary' },
          '&:hover': { bgcolor: selected ? 'primary.dark' : 'action.hover' },
          '&.Mui-focusVisible': { outline: `2px solid ${theme.vars.palette.primary.main}`, outlineOffset: 2 },
        }),
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {icon}
      {label}
    </ButtonBase>
  );
});
