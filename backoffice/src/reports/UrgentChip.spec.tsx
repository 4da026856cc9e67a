import { render, screen } from '@testing-library/react';
import { AdminContext, type RaThemeOptions } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { createI18nProvider } from '../i18n/i18nProvider';
import { darkTheme, lightTheme } from '../theme/theme';
import { MostReportedChip, UrgentChip } from './ReportList';

/** An `rgb(r, g, b)` or `#rrggbb` colour's relative luminance (WCAG 2.2). */
function luminance(colour: string): number {
  const hex = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(colour);
  const rgb = /^rgba?\((\d+),\s*(\d+),\s*(\d+)/.exec(colour);
  const channels = (hex ? hex.slice(1).map((part) => parseInt(part, 16)) : rgb?.slice(1).map(Number)) ?? [];
  if (channels.length !== 3) throw new Error(`not a colour: ${colour}`);
  const [r, g, b] = channels.map((value) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

/** The chip as staff see it in a theme: the colours the browser computes for its words and its fill. */
function chipColours(theme: RaThemeOptions, chip: React.ReactNode, label: string) {
  render(
    <AdminContext theme={theme} i18nProvider={createI18nProvider('fr')}>
      {chip}
    </AdminContext>,
  );
  const root = screen.getByText(label).closest('.MuiChip-root')!;
  const style = getComputedStyle(root);
  return { text: style.color, fill: style.backgroundColor };
}

describe('the reports’ alarm chips', () => {
  for (const [name, theme] of [
    ['dark', darkTheme],
    ['light', lightTheme],
  ] as const) {
    it(`keeps "Urgent" readable in the ${name} theme (WCAG AA, 4.5:1)`, () => {
      const { text, fill } = chipColours(theme, <UrgentChip urgent />, 'Urgent');
      expect(fill).not.toBe('');
      expect(contrast(text, fill)).toBeGreaterThanOrEqual(4.5);
      // Its fill stands out from the page behind it too (WCAG 1.4.11, 3:1).
      expect(contrast(fill, String(theme.palette?.background?.paper))).toBeGreaterThanOrEqual(3);
    });

    it(`keeps "Most reported" readable in the ${name} theme`, () => {
      const { text, fill } = chipColours(theme, <MostReportedChip mostReported />, 'Le plus signalé');
      expect(contrast(text, fill)).toBeGreaterThanOrEqual(4.5);
    });
  }
});
