import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// jsdom has no layout engine: the browser APIs the shell touches are stubbed with inert versions.
window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }) as MediaQueryList;
window.scrollTo = () => {};
Element.prototype.scrollIntoView = () => {};

// Pages and the shell's lazy parts (footer, account menu, toaster…) are modules transformed on first import:
// on a busy machine (load 10+ on 2 cores) a `findBy…`/`waitFor` that waits on one can take many seconds
// without anything being wrong. A wait ends as soon as the UI is ready; this limit only catches a UI that
// never gets there, so it is generous, and the test's own limit (vitest.config.ts, 60 s) stays above it.
// Specs that render the shell warm its code up front with `loadShell()` (src/test/render.tsx) in a beforeAll.
configure({ asyncUtilTimeout: 20_000 });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.localStorage.clear();
  document.cookie.split('; ').forEach((cookie) => {
    const name = cookie.split('=')[0];
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  });
});
