/** Small measuring helpers shared by the children and the orchestrator. */

export function elapsedSince(started: bigint): number {
  return Number(process.hrtime.bigint() - started) / 1e9;
}

/** Peak resident set size of this process so far, in MB (getrusage's ru_maxrss, in kB on Linux). */
export function peakRssMb(): number {
  return process.resourceUsage().maxRSS / 1024;
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}
