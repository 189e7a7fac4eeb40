/**
 * Reads until `done` holds, for a condition the app reaches on its own (a change heard from
 * another process, a periodic flush). Answers the last value read once `ceilingMs` has passed, so
 * the test's own assertion reports what was seen. The ceiling is generous: a busy machine is slow.
 */
export async function eventually<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  { ceilingMs = 15_000, intervalMs = 25 }: { ceilingMs?: number; intervalMs?: number } = {},
): Promise<T> {
  const deadline = Date.now() + ceilingMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
