import { alpha, createTheme, type Theme } from '@mui/material/styles';
import { variant, VARIANTS, type Website } from '@/config/variant';

/** docs/product.md §9 breakpoints. */
const breakpoints = { values: { xs: 0, sm: 600, md: 960, lg: 1280, xl: 1920 } };

const layout = {
  appBarHeight: 64,
  appBarHeightMobile: 56,
  bottomNavHeight: 56,
  subNavHeight: 36,
  contentMaxWidth: 1200,
  formMaxWidth: 460,
  proseMaxWidth: 760,
};

/** Text on the primary colour: both variants' primaries are light enough that dark text reads best. */
const ON_PRIMARY = '#0B0F14';
/** Darker shades keep primary-coloured text readable (WCAG AA) on the light background. */
const LIGHT_PRIMARY: Record<Website, string> = { QC: '#00796B', CA: '#5B50E6' };

const brandOf = (primary: string) => ({
  main: primary,
  gradient: `linear-gradient(135deg, ${primary} 0%, ${alpha(primary, 0.55)} 100%)`,
  soft: alpha(primary, 0.14),
});
/** docs/product.md §9 (Accessibility): the keyboard focus ring, in the primary colour of the scheme in use. */
const FOCUS_RING = {
  outline: '3px solid var(--mui-palette-primary-main)',
  outlineOffset: 2,
} as const;
const vip = { main: '#F2C14E', gradient: 'linear-gradient(135deg, #F7D77B 0%, #E0A526 100%)' };
const libertine = { gradient: 'linear-gradient(135deg, #FF7AA8 0%, #A66CFF 100%)' };

/**
 * The site theme: dark and light colour schemes as CSS variables, switched by a class on <html> (the
 * pre-paint script in index.html sets the same class), with the variant's primary colour (this build's, or
 * another's for the theme's static stylesheets, theme-variables.ts).
 */
export function createAppTheme(website: Website = variant.website): Theme {
  const { primary } = VARIANTS[website];
  const brand = brandOf(primary);
  return createTheme({
    cssVariables: { colorSchemeSelector: 'class' },
    defaultColorScheme: 'dark',
    colorSchemes: {
      dark: {
        palette: {
          primary: { main: primary, contrastText: ON_PRIMARY },
          secondary: { main: '#F2C14E', contrastText: ON_PRIMARY },
          background: { default: '#0E1116', paper: '#161B23' },
          text: { primary: '#ECEFF4', secondary: '#A3ACBA' },
          divider: 'rgba(255, 255, 255, 0.08)',
          brand,
          online: '#3DDC84',
          vip,
          libertine,
        },
      },
      light: {
        palette: {
          primary: { main: LIGHT_PRIMARY[website], contrastText: '#FFFFFF' },
          secondary: { main: '#B7791F', contrastText: '#FFFFFF' },
          background: { default: '#F6F7F9', paper: '#FFFFFF' },
          text: { primary: '#141821', secondary: '#56606E' },
          brand,
          // Dark enough for text ("available now") on the light background: 5.4:1 on white (WCAG AA).
          online: '#137A48',
          // MUI's orange gave the "pending" chip's white text 3.1:1; this one gives 5:1.
          warning: { main: '#B45309', contrastText: '#FFFFFF' },
          vip,
          libertine,
        },
      },
    },
    breakpoints,
    layout,
    shape: { borderRadius: 12 },
    typography: {
      fontFamily: 'Inter, "Segoe UI", system-ui, -apple-system, Roboto, "Helvetica Neue", Arial, sans-serif',
      h1: { fontSize: '2.25rem', fontWeight: 800, letterSpacing: '-0.02em', lineHeight: 1.15 },
      h2: { fontSize: '1.75rem', fontWeight: 750, letterSpacing: '-0.015em' },
      h3: { fontSize: '1.35rem', fontWeight: 700 },
      h4: { fontSize: '1.15rem', fontWeight: 700 },
      h5: { fontSize: '1.05rem', fontWeight: 700 },
      h6: { fontSize: '0.95rem', fontWeight: 700 },
      button: { textTransform: 'none', fontWeight: 650 },
      overline: { fontWeight: 700, letterSpacing: '0.12em', lineHeight: 1.6 },
    },
    components: {
      MuiCssBaseline: {
        styleOverrides: {
          body: { WebkitFontSmoothing: 'antialiased' },
          '::selection': { background: brand.soft },
          // One clear ring for whatever the keyboard reaches (the ripple alone was too faint to follow).
          ':focus-visible': FOCUS_RING,
        },
      },
      MuiButtonBase: { styleOverrides: { root: { '&.Mui-focusVisible': FOCUS_RING } } },
      MuiButton: {
        defaultProps: { disableElevation: true },
        styleOverrides: { root: { borderRadius: 999, paddingInline: 18 }, sizeLarge: { paddingBlock: 11 } },
      },
      MuiPaper: { styleOverrides: { root: { backgroundImage: 'none' } } },
      MuiCard: { defaultProps: { variant: 'outlined' }, styleOverrides: { root: { borderRadius: 16 } } },
      MuiTextField: { defaultProps: { fullWidth: true } },
      MuiLink: { defaultProps: { underline: 'hover' } },
      MuiTooltip: { defaultProps: { enterDelay: 100, enterTouchDelay: 700, leaveTouchDelay: 5000 } },
      MuiDialog: { styleOverrides: { paper: { borderRadius: 20 }, paperFullScreen: { borderRadius: 0 } } },
      MuiChip: { styleOverrides: { root: { fontWeight: 600 } } },
    },
  });
}
