// A throwaway checkout for ensure-built.mjs's spec (frontend/src/test/ensure-built.spec.ts), whose program has
// browser types only: the files it needs, written, read and removed here, under the system's temporary folder.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export function temporaryCheckout(files) {
  const root = mkdtempSync(path.join(tmpdir(), 'annuaire-ensure-built-'));
  const at = (relative) => path.join(root, relative);
  const write = (relative, content) => {
    mkdirSync(path.dirname(at(relative)), { recursive: true });
    writeFileSync(at(relative), content);
  };
  for (const [relative, content] of Object.entries(files)) write(relative, content);
  return {
    root,
    write,
    read: (relative) => readFileSync(at(relative), 'utf8'),
    exists: (relative) => existsSync(at(relative)),
    remove: (relative) => rmSync(at(relative), { recursive: true, force: true }),
    dispose: () => rmSync(root, { recursive: true, force: true }),
  };
}
