import type { RebuildProgress } from '@annuaire/projections';

const WIDTH = 30;

/** `audit [#########.....]  62%  620,000 events  41,233 ev/s  ETA 9s` */
export function formatProgress(progress: RebuildProgress, unit = 'events'): string {
  const total = progress.remaining === null ? null : progress.processed + progress.remaining;
  const ratio = progress.phase === 'done' ? 1 : total ? progress.processed / total : 0;
  const filled = Math.round(ratio * WIDTH);
  const bar = `[${'#'.repeat(filled)}${'.'.repeat(WIDTH - filled)}]`;
  const eta =
    progress.phase === 'building' && progress.etaSeconds !== null ? `  ETA ${formatSeconds(progress.etaSeconds)}` : '';
  const phase = progress.phase === 'building' ? '' : `  ${progress.phase}`;
  return (
    `${progress.projection} ${bar} ${String(Math.floor(ratio * 100)).padStart(3)}%` +
    `  ${progress.processed.toLocaleString('en-US')} ${unit}` +
    `  ${Math.round(progress.eventsPerSecond).toLocaleString('en-US')} ${unit === 'events' ? 'ev' : unit}/s${eta}${phase}`
  );
}

function formatSeconds(seconds: number): string {
  if (seconds < 60) return `${Math.ceil(seconds)}s`;
  const minutes = Math.floor(seconds / 60);
  return `${minutes}m${String(Math.ceil(seconds % 60)).padStart(2, '0')}s`;
}

/**
 * Draws progress on a terminal in place; elsewhere (CI logs, pipes) prints a line every few seconds
 * and the last one, so logs stay readable.
 */
export function progressPrinter(stream: NodeJS.WriteStream = process.stderr, unit = 'events') {
  let lastLine = 0;
  return (progress: RebuildProgress) => {
    const line = formatProgress(progress, unit);
    if (stream.isTTY) {
      stream.write(`\r${line}\u001b[K${progress.phase === 'done' ? '\n' : ''}`);
      return;
    }
    const now = Date.now();
    if (progress.phase !== 'building' || now - lastLine >= 2000) {
      lastLine = now;
      stream.write(`${line}\n`);
    }
  };
}
