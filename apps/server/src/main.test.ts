import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validJoinBody } from '../test/factories.ts';
import { buildServer, type SpawnedServer, spawnServer, waitForListening } from '../test/server-processes.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'hanpan-main-'));
const running = new Set<ChildProcess>();

const repoRoot = path.resolve(import.meta.dirname, '../../..');

// As in production: the JavaScript scripts/build.mjs compiles, run by plain node (no tsx).
const startServer = (
  env: Record<string, string> = { WEB_DIST_DIR: path.join(dataDir, 'no-web') },
): SpawnedServer => {
  const server = spawnServer({ DATA_DIR: dataDir, ...env }, [], 'compiled');
  running.add(server.child);
  void server.exited.then(() => running.delete(server.child));
  return server;
};

const waitForUrl = (server: SpawnedServer): Promise<string> => waitForListening(server, 40_000);

const post = async (url: string, body: unknown, cookie?: string) => {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
  return { json: (await response.json()) as { code: number; data?: { boardList?: unknown[] } }, response };
};

beforeAll(() => buildServer(), 60_000);

afterAll(() => {
  for (const child of running) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

describe.skipIf(Boolean(process.env.DATABASE_URL))(
  'main: the compiled embedded-database server process',
  () => {
    it('when started, stopped with SIGTERM and started again, then it seeds once, locks its folder and keeps the data', async () => {
      const first = startServer();
      const base = await waitForUrl(first);

      const index = (await (await fetch(`${base}/api/index2`)).json()) as {
        code: number;
        data: { boardList: unknown[] };
      };
      expect(index.code).toBe(0);
      expect(index.data.boardList).toHaveLength(2);

      const form = new URLSearchParams({ loginId: 'demo01', loginPassword: 'demo1234' });
      const signed = await fetch(`${base}/api/user/sign`, { method: 'POST', body: form });
      expect(((await signed.json()) as { code: number }).code).toBe(0);
      // The reply sets the device id cookie too; the session is the hanpan_sid one.
      const cookie =
        signed.headers
          .getSetCookie()
          .find((line) => line.startsWith('hanpan_sid='))
          ?.split(';')[0] ?? '';
      expect((await post(`${base}/api/user/info`, {}, cookie)).json.code).toBe(0);

      const joinBody = validJoinBody({ keyCode: 'hpdemo' });
      expect((await post(`${base}/api/user/join`, joinBody)).json.code).toBe(0);

      const second = startServer();
      expect(await second.exited).not.toBe(0);
      expect(second.output()).toContain('다른 프로세스가 사용 중입니다');
      expect(second.output()).toContain('already in use');

      first.child.kill('SIGTERM');
      expect(await first.exited).toBe(0);
      expect(existsSync(path.join(dataDir, 'hanpan.lock'))).toBe(false);

      // Without WEB_DIST_DIR / ADMIN_DIST_DIR the compiled server finds the builds in the repository.
      const third = startServer({});
      const again = await waitForUrl(third);
      // The ready line follows the listening line; on a loaded machine the pipe can bring it seconds later.
      await expect.poll(() => third.output(), { timeout: 30_000 }).toContain('Hanpan server ready');
      const ready = JSON.parse(
        third
          .output()
          .split('\n')
          .find((line) => line.includes('Hanpan server ready')) ?? '{}',
      );
      expect(ready.webDistDir).toBe(path.join(repoRoot, 'apps/web/dist'));
      expect(ready.adminDistDir).toBe(path.join(repoRoot, 'apps/admin/dist'));
      const resigned = await post(`${again}/api/user/sign`, {
        loginId: joinBody.loginId,
        loginPassword: joinBody.loginPassword,
      });
      expect(resigned.json.code).toBe(0);
      const reindex = (await (await fetch(`${again}/api/index2`)).json()) as {
        data: { boardList: unknown[] };
      };
      expect(reindex.data.boardList).toHaveLength(2);
      third.child.kill('SIGINT');
      expect(await third.exited).toBe(0);
    }, 120_000);
  },
);
