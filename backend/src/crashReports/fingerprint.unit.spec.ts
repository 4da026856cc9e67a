import { describe, expect, it } from 'vitest';
import { fingerprintOf, firstFrameOf, normaliseFrame, pageAddressOf } from './fingerprint';

const groupOf = (message: string, trace: string) => fingerprintOf(message, normaliseFrame(firstFrameOf(trace)));

describe('the group of a crash report', () => {
  it('is the same for one bug in two builds, on either site, whatever the cache-busting query', () => {
    const quebec =
      'Error: x\n    at Gallery (https://qc.example/assets/Gallery-B3x_k9aZ.js?v=3:1:4521)\n    at a (b.js:1:1)';
    const canada = 'Error: x\n    at Gallery (https://ca.example/assets/Gallery-Q9w-E8rT.js:1:880)';
    expect(groupOf('Error: x', quebec)).toBe(groupOf('Error: x', canada));
    expect(normaliseFrame(firstFrameOf(quebec))).toBe('at Gallery (/assets/Gallery.js)');
  });

  it('reads Firefox and Safari frames and React component stacks', () => {
    expect(normaliseFrame(firstFrameOf('Gallery@https://qc.example/assets/index-B3x_k9aZ.js:1:99\n'))).toBe(
      'Gallery@/assets/index.js',
    );
    expect(
      normaliseFrame(firstFrameOf('\n    at BrokenPage (http://localhost:5173/src/pages/Broken.tsx?t=17:3:9)')),
    ).toBe('at BrokenPage (/src/pages/Broken.tsx)');
  });

  it('differs with the message or the function, and has no frame for a trace without one', () => {
    const trace = 'Error: x\n    at Gallery (/assets/index.js:1:1)';
    expect(groupOf('Error: x', trace)).not.toBe(groupOf('Error: y', trace));
    expect(groupOf('Error: x', trace)).not.toBe(groupOf('Error: x', trace.replace('Gallery', 'Profile')));
    expect(firstFrameOf('just a message')).toBe('');
  });

  it('keeps no query string or hash of the page address', () => {
    expect(pageAddressOf('https://qc.example/reset-password?token=secret#top')).toBe(
      'https://qc.example/reset-password',
    );
  });
});
