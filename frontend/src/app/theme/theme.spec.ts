import { getContrastRatio } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { createAppTheme } from './theme';

/** WCAG AA for body text. */
const AA = 4.5;

describe('the site theme', () => {
  const { colorSchemes } = createAppTheme();

  it.each(['light', 'dark'] as const)(
    'writes "available now" in a green that reads on the %s backgrounds (4.5:1 or more)',
    (scheme) => {
      const palette = colorSchemes[scheme]!.palette;
      expect(getContrastRatio(palette.online, palette.background.paper)).toBeGreaterThanOrEqual(AA);
      expect(getContrastRatio(palette.online, palette.background.default)).toBeGreaterThanOrEqual(AA);
    },
  );

  it.each(['light', 'dark'] as const)('gives the "pending" chip readable text in the %s scheme', (scheme) => {
    const { warning } = colorSchemes[scheme]!.palette;
    expect(getContrastRatio(warning.main, warning.contrastText)).toBeGreaterThanOrEqual(AA);
  });
});
