import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const fixtures = 'test/lint/fixtures/valueCycle';

/**
 * eslint.config.js forbids import cycles (import-x/no-cycle). The rule fails open: when import-x cannot
 * follow an import (no resolver, or a file extension it was not told to parse) it skips it in silence, and
 * `npm run lint` stays green over any cycle. This lints two files (test/lint/fixtures) that import values from each other
 * with the repository's own configuration, and expects the cycle to be reported in both.
 */
describe('the lint configuration', () => {
  it('reports an import cycle of values between two modules', async () => {
    // The fixtures are ignored by the normal lint run; here they are linted with the repository's configuration.
    const eslint = new ESLint({ cwd: repoRoot, ignore: false });
    const results = await eslint.lintFiles([`${fixtures}/*.ts`]);

    const found = results
      .map((result) => ({
        file: path.relative(repoRoot, result.filePath),
        messages: result.messages.map((message) => `${message.ruleId ?? 'fatal'}: ${message.message}`),
      }))
      .sort((a, b) => a.file.localeCompare(b.file));
    expect(found).toEqual([
      { file: `${fixtures}/left.ts`, messages: ['import-x/no-cycle: Dependency cycle detected'] },
      { file: `${fixtures}/right.ts`, messages: ['import-x/no-cycle: Dependency cycle detected'] },
    ]);
  });
});
