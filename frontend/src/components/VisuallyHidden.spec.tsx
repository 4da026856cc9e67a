/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { VisuallyHidden } from './VisuallyHidden';

/** The test runner stands CSS modules in for proxies, so the stylesheet is read as text. */
const css = readFileSync(join(import.meta.dirname, 'VisuallyHidden.module.css'), 'utf8');
const rule = /\.hidden \{([^}]*)\}/.exec(css)?.[1] ?? '';

describe('VisuallyHidden', () => {
  it('takes one pixel, not the width of the page (a hidden heading made the listing scroll sideways)', () => {
    render(
      <VisuallyHidden component="h2" id="results">
        Results
      </VisuallyHidden>,
    );
    const heading = screen.getByRole('heading', { level: 2, name: 'Results' });
    expect(heading).toHaveAttribute('id', 'results');
    expect(heading.className).not.toBe('');
    expect(rule).toMatch(/position: absolute;/);
    expect(rule).toMatch(/width: 1px;/);
    expect(rule).toMatch(/height: 1px;/);
    expect(rule).toMatch(/overflow: hidden;/);
  });
});
