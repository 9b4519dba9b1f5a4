// A bench helper process that prints JSON lines on stdout and reads commands on stdin.
import { type ChildProcess, spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { stopChild } from '../../scripts/server-process.ts';
import { onCleanup } from './cleanup.ts';

/** A running helper process. */
export type LineChild<T> = {
  process: ChildProcess;
  pid: number;
  /** Resolves with the first line (from now on, or already queued) that `accept` takes. */
  next<U extends T>(accept: (line: T) => line is U, timeoutMs: number, what: string): Promise<U>;
  send(command: string): void;
  /** Closes its stdin; SIGTERM after 3 s, SIGKILL 5 s later; waits for the exit. */
  stop(): Promise<void>;
};

/** Starts `node ...nodeArgs --import tsx <script> ...args` in bench/ (stderr shown, stdout parsed). */
export function startLineChild<T>(script: string, args: string[], nodeArgs: string[] = []): LineChild<T> {
  const child: ChildProcess = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', script, ...args], {
    cwd: fileURLToPath(new URL('..', import.meta.url)),
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const queued: T[] = [];
  const waiters = new Set<(line: T) => boolean>();
  createInterface({ input: child.stdout! }).on('line', (text) => {
    let line: T;
    try {
      line = JSON.parse(text) as T;
    } catch {
      console.error(`${script}: ${text}`);
      return;
    }
    for (const waiter of waiters) if (waiter(line)) return;
    queued.push(line);
  });
  const stop = onCleanup(async () => {
    child.stdin?.end();
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 3000))]);
    await stopChild(child, 5000);
  });
  return {
    process: child,
    pid: child.pid ?? 0,
    next<U extends T>(accept: (line: T) => line is U, timeoutMs: number, what: string) {
      const index = queued.findIndex(accept);
      if (index >= 0) return Promise.resolve(queued.splice(index, 1)[0] as U);
      return new Promise<U>((resolve, reject) => {
        const waiter = (line: T) => {
          if (!accept(line)) return false;
          finish();
          resolve(line);
          return true;
        };
        const onExit = () => {
          finish();
          reject(new Error(`${script} exited (${child.exitCode ?? child.signalCode}) before ${what}`));
        };
        const timer = setTimeout(() => {
          finish();
          reject(new Error(`${script}: no ${what} within ${timeoutMs} ms`));
        }, timeoutMs);
        const finish = () => {
          clearTimeout(timer);
          waiters.delete(waiter);
          child.off('exit', onExit);
        };
        waiters.add(waiter);
        child.once('exit', onExit);
        if (child.exitCode !== null || child.signalCode !== null) onExit();
      });
    },
    send: (command) => child.stdin?.write(`${command}\n`),
    stop,
  };
}
