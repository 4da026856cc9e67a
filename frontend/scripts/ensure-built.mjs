// `npm start` runs this first: builds the public site when it was never built, or built for another
// variant (WEBSITE=QC|CA), so a fresh clone serves the site with nothing but `npm install && npm start`.
// After changing the site's code, `npm run build` (or `npm run dev -w @annuaire/frontend`) refreshes it.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const dist = fileURLToPath(new URL('../dist/', import.meta.url));
const website = process.env.WEBSITE ?? 'QC';
const stamp = `${dist}.variant`;
const built = existsSync(`${dist}index.html`) && existsSync(stamp) && readFileSync(stamp, 'utf8') === website;

if (!built) {
  console.log(`[annuaire] building the ${website} site`);
  const result = spawnSync('npm', ['run', 'build', '-w', '@annuaire/frontend'], {
    stdio: 'inherit',
    env: { ...process.env, WEBSITE: website },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
  writeFileSync(stamp, website);
}
