import ButtonBase, { type ButtonBaseProps } from '@mui/material/ButtonBase';
import { forwardRef, type ElementType, type ReactNode } from 'react';

interface BottomNavItemProps extends Omit<ButtonBaseProps, 'children'> {
  icon: ReactNode;
  label: string;
  selected: boolean;
  component?: ElementType;
  to?: string;
}

/**
 * One item of the bottom navigation: icon over label, the primary colour when it is the current section.
 * A ButtonBase (already on every page) rather than MUI's BottomNavigation, which the shell would
 * otherwise download for phones and desktops alike.
 */
export const BottomNavItem = forwardRef<HTMLButtonElement, BottomNavItemProps>(function BottomNavItem(
  { icon, label, selected, ...props },
  ref,
) {
  return (
    <ButtonBase
      ref={ref}
      aria-current={selected ? 'page' : undefined}
      {...props}
      sx={{
        flex: 1,
        minWidth: 0,
        maxWidth: 168,
        display: 'flex',
        flexDirection: 'column',
        gap: 0.25,
        px: 1.5,
        color: selected ? 'primary.main' : 'text.secondary',
        fontSize: selected ? '0.8125rem' : '0.75rem',
        fontWeight: selected ? 700 : 500,
        transition: 'color 150ms, font-size 150ms',
        '& svg': { fontSize: 24 },
      }}
    >
      {icon}
      <span>{label}</span>
    </ButtonBase>
  );
});
