/** Sizes and the messages exchanged between the bench orchestrator and its child processes. */

export type Contender = 'ours' | 'raw' | 'emmett';
export const CONTENDERS: readonly Contender[] = ['ours', 'raw', 'emmett'];

export interface Sizes {
  /** Events per run of single-event appends, at 1 writer and at 32 writers. */
  readonly single1: number;
  readonly single32: number;
  /** 100-event batches per run at 8 writers. */
  readonly batches8: number;
  /** Events in the log read by the catch-up and rebuild figures. */
  readonly log: number;
  /** Runs of each append figure, of the catch-up read and of the rebuild. */
  readonly appendRuns: number;
  readonly readRuns: number;
  readonly rebuildRuns: number;
  /**
   * Emmett's global read has no index to follow (each page scans and sorts the whole table) and its
   * rebuild handles one event per statement: their runs stop after this long, rated on what they did.
   */
  readonly emmettReadCapSeconds: number;
  readonly emmettRebuildCapSeconds: number;
}

export const FULL: Sizes = {
  single1: 3_000,
  single32: 20_000,
  batches8: 1_000,
  log: 1_000_000,
  appendRuns: 5,
  readRuns: 5,
  rebuildRuns: 2,
  emmettReadCapSeconds: 10,
  emmettRebuildCapSeconds: 30,
};

export const QUICK: Sizes = {
  single1: 150,
  single32: 1_000,
  batches8: 48,
  log: 50_000,
  appendRuns: 3,
  readRuns: 2,
  rebuildRuns: 1,
  emmettReadCapSeconds: 5,
  emmettRebuildCapSeconds: 5,
};

/** Page size of every catch-up read, and batch size of every rebuild (our runtime's default). */
export const READ_PAGE = 2_000;
export const REBUILD_BATCH = 2_000;
/** Events per stream in the append figures and in the preloaded log. */
export const EVENTS_PER_STREAM = 10;
export const BATCH_SIZE = 100;

export type Task =
  | {
      readonly kind: 'append';
      readonly contender: Contender;
      readonly url: string;
      readonly writers: number;
      /** Appends per writer (single events, or batches of BATCH_SIZE). */
      readonly appendsPerWriter: number;
      readonly batch: boolean;
      readonly tag: string;
    }
  | { readonly kind: 'read'; readonly contender: Contender; readonly url: string; readonly capSeconds: number }
  | {
      readonly kind: 'rebuild';
      readonly contender: Contender;
      readonly url: string;
      readonly capSeconds: number;
    }
  | { readonly kind: 'sql-rebuild'; readonly url: string }
  | { readonly kind: 'emmett-migrate'; readonly url: string }
  | { readonly kind: 'idle' };

export interface TaskResult {
  readonly events: number;
  readonly seconds: number;
  /** Peak resident set size of the child process, in MB. */
  readonly peakRssMb: number;
  /** Set when the run was stopped by a time cap before the end of the log. */
  readonly capped?: boolean;
}
