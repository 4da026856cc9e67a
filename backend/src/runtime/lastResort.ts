/**
 * The last line of defence for errors no request, stream or job caught: a stream's `error` event without a
 * listener, a promise nobody awaited. Each is logged with its stack and counted, and the process goes on
 * serving: one member's bad upload must never end every member's session. The count is reported by
 * `/api/health`, so an operator sees that something slipped through and can read the log.
 */
let escaped = 0;

export function escapedErrorCount(): number {
  return escaped;
}

export function installLastResortHandlers(log: (message: string) => void): void {
  const report = (kind: string) => (error: unknown) => {
    escaped += 1;
    log(
      `${kind} (the process keeps running): ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    );
  };
  process.on('uncaughtException', report('uncaught exception'));
  process.on('unhandledRejection', report('unhandled promise rejection'));
}
