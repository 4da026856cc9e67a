/**
 * The `default` of an exhaustive switch over a union: `unreachable(value)` compiles only while every member is
 * handled, so adding a command or an event type fails the build until each switch over it has its case. It still
 * throws at run time, for what the types cannot see (an event type a newer version wrote to the stream).
 * `what` names the union in the message ("user event"); only a value's `type` is shown, never its data, which
 * may be personal.
 */
export function unreachable(value: never, what = 'value'): never {
  const seen: unknown = value;
  const name = typeof seen === 'object' && seen !== null && 'type' in seen ? seen.type : seen;
  throw new Error(`Unhandled ${what} ${String(name)}`);
}
