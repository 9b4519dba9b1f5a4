/** How opening a set of bench clients went. */
export type OpenedCount = { failed: number; firstError: string | null; connectMs: number };

/**
 * Opens clients 0..count-1 with `open`, `concurrency` handshakes at a time, handing each opened one to
 * `onOpened` as soon as it is up (so deliveries during the rest of the handshakes are counted).
 */
export async function openClients<T>(
  count: number,
  concurrency: number,
  open: (index: number) => Promise<T>,
  onOpened: (index: number, client: T) => void,
): Promise<OpenedCount> {
  const startedAt = Date.now();
  let next = 0;
  let failed = 0;
  let firstError: string | null = null;
  const worker = async () => {
    while (next < count) {
      const index = next;
      next += 1;
      try {
        onOpened(index, await open(index));
      } catch (error) {
        failed += 1;
        firstError ??= String((error as Error).message ?? error);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker));
  return { failed, firstError, connectMs: Date.now() - startedAt };
}
