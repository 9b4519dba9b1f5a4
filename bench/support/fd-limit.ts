// The open-files limit: 5,000 sockets need more than the usual default of 1,024.
import { execFileSync } from 'node:child_process';

/**
 * Throws unless the processes this one starts may each open `needed` files. Node raises its own soft
 * limit to the hard one at startup and children inherit it, so `ulimit -Sn` of a child shows that.
 */
export function ensureFdLimit(needed: number): void {
  const text = execFileSync('bash', ['-c', 'ulimit -Sn'], { encoding: 'utf8' }).trim();
  const limit = text === 'unlimited' ? Number.POSITIVE_INFINITY : Number(text);
  if (limit < needed) {
    throw new Error(
      `open-files limit ${limit} is below the ${needed} this run needs: raise the hard limit ` +
        `(ulimit -Hn, /etc/security/limits.conf) or run fewer --clients`,
    );
  }
}
