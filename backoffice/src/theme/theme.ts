import type { CheckboxOwnerState } from '@mui/material/Checkbox';
import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';
import { variant } from '../config/variant';

/** The site's colours (frontend/src/app/theme/theme.ts): dark by default, the variant's primary. */
const ON_PRIMARY = '#0B0F14';
/** Darker shades keep primary-coloured text readable (WCAG AA) on the light background. */
const LIGHT_PRIMARY = { QC: '#00796B', CA: '#5B50E6' } as const;

/**
 * Errors and alarms (the reports' "Urgent" and "Most reported" chips, delete buttons, field errors) in shades that
 * keep their words readable (WCAG AA, 4.5:1) both as text on the page and on a chip filled with them: MUI's default
 * dark-mode red under white text reaches only 3.7:1.
 */
const DARK_ERROR = { main: '#F28B82', contrastText: ON_PRIMARY } as const;
const LIGHT_ERROR = { main: '#C62828', contrastText: '#FFFFFF' } as const;

const shared = (primary: string, base: RaThemeOptions): RaThemeOptions => ({
  ...base,
  shape: { borderRadius: 12 },
  typography: {
    fontFamily: 'Inter, "Segoe UI", system-ui, -apple-system, Roboto, "Helvetica Neue", Arial, sans-serif',
    button: { textTransform: 'none', fontWeight: 650 },
  },
  sidebar: { width: 250, closedWidth: 56 },
  components: {
    ...base.components,
    // The react-admin demo's menu: the current page marked by a bar in the primary colour.
    RaMenuItemLink: {
      styleOverrides: {
        root: {
          // Long names (the staff tools') wrap rather than end in an ellipsis.
          whiteSpace: 'normal',
          borderLeft: '3px solid transparent',
          '&.RaMenuItemLink-active': { borderLeft: `3px solid ${primary}` },
        },
      },
    },
    MuiButton: { defaultProps: { disableElevation: true }, styleOverrides: { root: { borderRadius: 999 } } },
    MuiPaper: { styleOverrides: { root: { backgroundImage: 'none' } } },
    MuiCard: { defaultProps: { variant: 'outlined' }, styleOverrides: { root: { borderRadius: 16 } } },
    MuiDialog: { styleOverrides: { paper: { borderRadius: 20 } } },
    MuiChip: { styleOverrides: { root: { fontWeight: 600 } } },
    MuiCheckbox: {
      defaultProps: {
        // react-admin names its row and page checkboxes ("Select this row") with an aria-label that MUI puts on the
        // decorative wrapper, leaving the input itself unnamed for screen readers (axe: critical). The name goes on
        // the input, and only there.
        slotProps: {
          root: () => ({ 'aria-label': undefined }),
          input: (ownerState: CheckboxOwnerState) => ({ 'aria-label': ownerState['aria-label'] }),
        },
      },
    },
  },
});

export const darkTheme: RaThemeOptions = {
  ...shared(variant.primary, defaultDarkTheme),
  palette: {
    mode: 'dark',
    primary: { main: variant.primary, contrastText: ON_PRIMARY },
    secondary: { main: '#F2C14E', contrastText: ON_PRIMARY },
    error: DARK_ERROR,
    background: { default: '#0E1116', paper: '#161B23' },
    text: { primary: '#ECEFF4', secondary: '#A3ACBA' },
    divider: 'rgba(255, 255, 255, 0.08)',
  },
};

export const lightTheme: RaThemeOptions = {
  ...shared(LIGHT_PRIMARY[variant.website], defaultLightTheme),
  palette: {
    mode: 'light',
    primary: { main: LIGHT_PRIMARY[variant.website], contrastText: '#FFFFFF' },
    secondary: { main: '#B7791F', contrastText: '#FFFFFF' },
    error: LIGHT_ERROR,
    background: { default: '#F6F7F9', paper: '#FFFFFF' },
    text: { primary: '#141821', secondary: '#56606E' },
  },
};
