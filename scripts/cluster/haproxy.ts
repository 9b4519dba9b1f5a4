// HAProxy for the cluster: finds the binary, writes deploy/haproxy.cfg plus one server line per
// process, runs it in the foreground and talks to its runtime API (drain / ready, server states).
import { type ChildProcess, spawn } from 'node:child_process';
import { accessSync, constants, readFileSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { delimiter, join, resolve } from 'node:path';

/** The repository's HAProxy configuration (without its server lines). */
export const haproxyTemplatePath = resolve(import.meta.dirname, '../../deploy/haproxy.cfg');
/** The backend the server lines go to, as deploy/haproxy.cfg names it. */
export const haproxyBackend = 'servers';

/** Where HAProxy is: HAPROXY, else /usr/sbin/haproxy (Debian), else `haproxy` on PATH; null when missing. */
export function findHaproxy(env: NodeJS.ProcessEnv = process.env): string | null {
  const candidates = [
    env.HAPROXY,
    '/usr/sbin/haproxy',
    ...(env.PATH ?? '').split(delimiter).map((dir) => join(dir, 'haproxy')),
  ];
  for (const candidate of candidates) {
    if (!candidate) continue;
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not there: try the next one
    }
  }
  return null;
}

/** The message for a machine without HAProxy, in Korean and English. */
export const missingHaproxyMessage =
  'HAProxy가 없습니다. `apt-get install -y haproxy`로 설치하거나 HAPROXY에 경로를 지정하세요. / ' +
  'HAProxy is missing: install it (`apt-get install -y haproxy`) or set HAPROXY to its path.';

/** One server process as HAProxy knows it. */
export type BackendServer = { name: string; port: number };

/** deploy/haproxy.cfg with one `server` line per process appended to its backend. */
export function renderHaproxyConfig(
  servers: readonly BackendServer[],
  template = haproxyTemplatePath,
): string {
  const lines = servers.map(({ name, port }) => `    server ${name} 127.0.0.1:${port}`);
  return `${readFileSync(template, 'utf8').trimEnd()}\n${lines.join('\n')}\n`;
}

/** Options of {@link startHaproxy}. */
export type HaproxyOptions = {
  binary: string;
  /** Where the rendered configuration is written. */
  configPath: string;
  servers: readonly BackendServer[];
  /** The public address, e.g. `0.0.0.0:3000`. */
  bind: string;
  socketPath: string;
  /** The readiness check interval in ms. */
  checkIntervalMs: number;
};

/** Writes the configuration and starts HAProxy in the foreground (-db); its output is the caller's. */
export function startHaproxy(options: HaproxyOptions): ChildProcess {
  writeFileSync(options.configPath, renderHaproxyConfig(options.servers));
  return spawn(options.binary, ['-db', '-f', options.configPath], {
    env: {
      ...process.env,
      HANPAN_PROXY_BIND: options.bind,
      HANPAN_HAPROXY_SOCKET: options.socketPath,
      HANPAN_CHECK_INTER: `${options.checkIntervalMs}ms`,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/** Sends one command to HAProxy's runtime API and resolves with its answer. */
export function haproxyCommand(socketPath: string, command: string, timeoutMs = 5000): Promise<string> {
  return new Promise((resolveAnswer, reject) => {
    const socket = net.connect(socketPath);
    let answer = '';
    socket.setTimeout(timeoutMs, () => socket.destroy(new Error(`HAProxy did not answer "${command}"`)));
    socket.on('connect', () => socket.end(`${command}\n`));
    socket.on('data', (chunk) => {
      answer += chunk;
    });
    socket.on('error', reject);
    socket.on('close', () => resolveAnswer(answer));
  });
}

/** The status of each server of the backend as HAProxy sees it (UP, DOWN, DRAIN, MAINT, ...), by name. */
export async function serverStatuses(socketPath: string): Promise<Map<string, string>> {
  const csv = await haproxyCommand(socketPath, 'show stat');
  const [header, ...rows] = csv.split('\n');
  const columns = (header ?? '').replace(/^# /, '').split(',');
  const nameAt = columns.indexOf('svname');
  const statusAt = columns.indexOf('status');
  const statuses = new Map<string, string>();
  for (const row of rows) {
    const cells = row.split(',');
    if (cells[0] !== haproxyBackend) continue;
    const name = cells[nameAt];
    if (name && name !== 'BACKEND') statuses.set(name, cells[statusAt] ?? '');
  }
  return statuses;
}

/** Sets a server's administrative state: `drain` (no new traffic but its sticky sessions), `ready`. */
export async function setServerState(socketPath: string, name: string, state: 'drain' | 'ready' | 'maint') {
  const answer = await haproxyCommand(socketPath, `set server ${haproxyBackend}/${name} state ${state}`);
  if (answer.trim() !== '') throw new Error(`HAProxy refused "${state}" for ${name}: ${answer.trim()}`);
}
