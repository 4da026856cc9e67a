import type { Size } from './manifest';

export interface RouteRow {
  name: string;
  website: 'QC' | 'CA';
  size: Size;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The markdown section of docs/benchmarks.md: every figure next to the bare-React floor and the budget. */
export function renderBundleReport(input: {
  floor: Size;
  shells: Record<'QC' | 'CA', Size>;
  routes: RouteRow[];
  budget: number;
}): string {
  const { floor, shells, routes, budget } = input;
  const row = (name: string, size: Size, verdict = '') =>
    `| ${name} | ${size.files} | ${kb(size.raw)} | ${kb(size.gzip)} | ${(size.gzip / floor.gzip).toFixed(1)}× | ${verdict} |`;
  const lines = [
    '## Site bundle: initial JavaScript per page',
    '',
    '`npm run bench -- bundle` builds both site variants and a bare React app (React and ReactDOM rendering one',
    'element, built by the same Vite and React plugin) and adds up, per page, the JavaScript a first visit runs',
    'before the page shows: the entry, its static imports, the page module the router loads, and the `common` and',
    'page translation chunks. What loads after the page shows is not counted: the footer, the search overlay, the',
    "members' widgets (bell, avatar, live updates), menus and dialogs, and the response validators, which download",
    'beside the first request. Gzip level 9, as Vite reports it.',
    '',
    'What got the listing under budget (from 260 KB): React Router in declarative mode with React.lazy pages',
    "instead of the data router (about 17 KB), zod off the listing's first load (16 KB), MUI's modal machinery",
    'out of the shell (13 KB), the footer and members-only widgets after the first paint (11 KB), own pills,',
    'placeholders, pager and bottom navigation instead of MUI Chip, Skeleton, Pagination and BottomNavigation,',
    'and a `cards` chunk replacing a dozen tiny files. Since then the profile facts, availability, ads and',
    'nearby places took it back to 210.9 KB in 47 files: Rolldown cuts what the entry and the lazy pages share',
    'into one small chunk per combination of importers (rolldown#10731), and gzip compresses each file alone. One',
    "`site` chunk (frontend/vite.config.ts: the cards, the public pages' small helpers, and everything they",
    'import) brought it to 7 files and 198.2 KB, about what the same code compresses to as one stream.',
    '',
    `Budget for a listing page: ${kb(budget)} gzipped.`,
    '',
    '| Page | JS files | raw | gzip | × floor | budget |',
    '| --- | ---: | ---: | ---: | ---: | --- |',
    row('floor: bare React + ReactDOM', floor),
    row('shell only, Quebec (entry + static imports)', shells.QC),
    row('shell only, Canada', shells.CA),
    ...routes.map((route) =>
      row(
        `${route.name}, ${route.website === 'QC' ? 'Quebec' : 'Canada'}`,
        route.size,
        route.size.gzip <= budget ? 'within' : `over by ${kb(route.size.gzip - budget)}`,
      ),
    ),
  ];
  return lines.join('\n');
}
