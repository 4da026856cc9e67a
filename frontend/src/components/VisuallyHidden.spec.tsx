import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { VisuallyHidden } from './VisuallyHidden';

describe('VisuallyHidden', () => {
  it('takes one pixel, not the width of the page (a hidden heading made the listing scroll sideways)', () => {
    render(
      <VisuallyHidden component="h2" id="results">
        Results
      </VisuallyHidden>,
    );
    const heading = screen.getByRole('heading', { level: 2, name: 'Results' });
    const style = getComputedStyle(heading);
    expect(style.position).toBe('absolute');
    expect(style.width).toBe('1px');
    expect(style.height).toBe('1px');
    expect(style.overflow).toBe('hidden');
  });
});
