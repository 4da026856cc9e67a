/**
 * Test helper: the audit timeline is a read model, so a test waits (bounded) until it has caught up with
 * what was just written. Answers the first defined value, or undefined after five seconds.
 */
export async function eventually<T>(read: () => Promise<T | undefined>): Promise<T | undefined> {
  const deadline = Date.now() + 5_000;
  for (;;) {
    const value = await read();
    if (value !== undefined || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
