/**
 * Waits until the server shows what the screen just did: reads again until `ok` holds, for as
 * long as a busy machine may need (a deadline, not a number of tries), then returns the last
 * value so the test's own assertion says what was read.
 */
export async function eventually<T>(read: () => Promise<T>, ok: (value: T) => boolean, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (ok(value) || Date.now() > deadline) return value;
    // Between two reads the server gets the time to apply the write; polling, not sleeping.
    await new Promise((r) => setTimeout(r, 100));
  }
}
