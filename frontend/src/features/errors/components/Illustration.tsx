import Box from '@mui/material/Box';

export type IllustrationKind = 'notFound' | 'maintenance' | 'error';

/** A folded map whose dashed route ends at a pin holding a question mark. */
function LostMap() {
  return (
    <>
      <path d="M40 48 92 32l56 16 52-16v104l-52 16-56-16-52 16Z" fill="var(--ill-surface)" />
      <path d="M92 32v104M148 48v104" stroke="var(--ill-line)" strokeWidth="2" />
      <path
        d="M58 122c22-6 28-30 52-34s30 18 52 10"
        fill="none"
        stroke="var(--ill-accent)"
        strokeWidth="3"
        strokeDasharray="6 7"
        strokeLinecap="round"
      />
      <path d="M172 46c-13 0-23 10-23 22 0 17 23 36 23 36s23-19 23-36c0-12-10-22-23-22Z" fill="var(--ill-accent)" />
      <text
        x="172"
        y="76"
        textAnchor="middle"
        fontSize="24"
        fontWeight="800"
        fill="var(--ill-ink)"
        fontFamily="inherit"
      >
        ?
      </text>
      <ellipse cx="172" cy="110" rx="12" ry="3.5" fill="var(--ill-line)" />
    </>
  );
}

/** Two gears: thick dashed strokes make the teeth. */
function Gears() {
  return (
    <>
      <circle cx="104" cy="90" r="38" fill="none" stroke="var(--ill-surface)" strokeWidth="14" strokeDasharray="11 9" />
      <circle cx="104" cy="90" r="32" fill="var(--ill-surface)" />
      <circle cx="104" cy="90" r="12" fill="var(--ill-bg)" stroke="var(--ill-line)" strokeWidth="2" />
      <circle cx="162" cy="58" r="22" fill="none" stroke="var(--ill-accent)" strokeWidth="10" strokeDasharray="8 7" />
      <circle cx="162" cy="58" r="18" fill="var(--ill-accent)" />
      <circle cx="162" cy="58" r="7" fill="var(--ill-bg)" />
      <path d="M150 118h50M160 132h40M170 146h30" stroke="var(--ill-line)" strokeWidth="4" strokeLinecap="round" />
    </>
  );
}

/** A page window with a warning sign. */
function BrokenPage() {
  return (
    <>
      <rect x="46" y="30" width="148" height="120" rx="12" fill="var(--ill-surface)" />
      <path d="M46 54h148" stroke="var(--ill-line)" strokeWidth="2" />
      <circle cx="62" cy="42" r="4" fill="var(--ill-line)" />
      <circle cx="76" cy="42" r="4" fill="var(--ill-line)" />
      <path d="M120 72 146 118H94Z" fill="var(--ill-accent)" strokeLinejoin="round" />
      <path d="M120 88v14" stroke="var(--ill-ink)" strokeWidth="5" strokeLinecap="round" />
      <circle cx="120" cy="110" r="3" fill="var(--ill-ink)" />
    </>
  );
}

const DRAWINGS: Record<IllustrationKind, () => React.JSX.Element> = {
  notFound: LostMap,
  maintenance: Gears,
  error: BrokenPage,
};

/** Decorative drawing for the error screens; colours come from the theme, so both schemes look right. */
export function Illustration({ kind }: { kind: IllustrationKind }) {
  const Drawing = DRAWINGS[kind];
  return (
    <Box
      component="svg"
      viewBox="0 0 240 180"
      aria-hidden="true"
      focusable="false"
      sx={(theme) => ({
        width: { xs: 200, sm: 240 },
        height: 'auto',
        '--ill-accent': theme.vars.palette.brand.main,
        '--ill-surface': theme.vars.palette.action.selected,
        '--ill-line': theme.vars.palette.divider,
        '--ill-bg': theme.vars.palette.background.default,
        '--ill-ink': '#0B0F14',
      })}
    >
      <Drawing />
    </Box>
  );
}
