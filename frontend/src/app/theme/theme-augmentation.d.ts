import '@mui/material/styles';

/**
 * Every custom theme token of the site, declared once (the ente pattern): components read
 * `theme.palette.brand`, `theme.layout`… and the type checker knows them.
 */
declare module '@mui/material/styles' {
  interface Palette {
    /** The variant's signature colour, unchanged in both colour schemes (logo, hero accents). */
    brand: { main: string; gradient: string; soft: string };
    /** Availability dot on avatars. */
    online: string;
    vip: { main: string; gradient: string };
    libertine: { gradient: string };
  }
  interface PaletteOptions {
    brand?: { main: string; gradient: string; soft: string };
    online?: string;
    vip?: { main: string; gradient: string };
    libertine?: { gradient: string };
  }

  /** Fixed layout sizes (px) shared by the shell and the screens that must clear it. */
  interface Layout {
    appBarHeight: number;
    appBarHeightMobile: number;
    bottomNavHeight: number;
    subNavHeight: number;
    contentMaxWidth: number;
    formMaxWidth: number;
    proseMaxWidth: number;
  }
  interface Theme {
    layout: Layout;
  }
  interface ThemeOptions {
    layout?: Partial<Layout>;
  }
  interface CssThemeVariables {
    enabled: true;
  }
}
