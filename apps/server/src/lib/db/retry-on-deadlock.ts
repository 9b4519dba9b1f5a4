// SQLSTATE 40P01: PostgreSQL broke a lock cycle by rolling this transaction (or savepoint) back: nothing of it stayed.
const deadlockState = '40P01';
const maxAttempts = 3;

/**
 * Runs `run` again (up to 3 times in all) when PostgreSQL chose it as a deadlock's victim: a group
 * commit holds several members' rows at once, and other writers can take them in another order.
 */
export async function retryOnDeadlock<T>(run: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await run();
    } catch (error) {
      const code = (error as { code?: unknown } | null)?.code;
      if (code !== deadlockState || attempt >= maxAttempts) throw error;
    }
  }
}
