import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { staffText } from '@hanpan/core/api/staff-codes';
import { afterAll, describe, expect, it } from 'vitest';
import { type SpawnedServer, spawnServer, waitForListening } from '../test/server-processes.ts';
import { openDatabase } from './lib/db/open-database.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'hanpan-production-'));
const running = new Set<ChildProcess>();

const startProduction = (env: Record<string, string>): SpawnedServer => {
  const server = spawnServer({
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: path.join(dataDir, 'no-web'),
    ADMIN_DIST_DIR: path.join(dataDir, 'no-admin'),
    ...env,
  });
  running.add(server.child);
  void server.exited.then(() => running.delete(server.child));
  return server;
};

const postJson = async (url: string, body: unknown) =>
  (await (
    await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
  ).json()) as { code: number; data?: { message?: string; next?: string } };

const memberSignIn = async (base: string, loginId: string, loginPassword: string) =>
  (
    (await (
      await fetch(`${base}/api/user/sign`, {
        method: 'POST',
        body: new URLSearchParams({ loginId, loginPassword }),
      })
    ).json()) as { code: number }
  ).code;

const stop = async (server: SpawnedServer) => {
  server.child.kill('SIGTERM');
  expect(await server.exited).toBe(0);
};

afterAll(() => {
  for (const child of running) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

describe.skipIf(Boolean(process.env.DATABASE_URL))('main with NODE_ENV=production', () => {
  it('when COOKIE_SECURE is not set, then it refuses to start and says why', async () => {
    const server = startProduction({});
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('COOKIE_SECURE must be set when NODE_ENV=production');
  }, 30_000);

  it('when the database is empty, then no demo and no owner (the log says how to create one) and the member site answers; with SEED_DEMO=1 the demo logins get random passwords printed once', async () => {
    const empty = startProduction({ COOKIE_SECURE: '0' });
    const base = await waitForListening(empty, 60_000);
    expect(empty.output()).toContain('npm run staff:create -- --login <id> --name <이름> --role owner');
    expect(empty.output()).toContain('SMS verification is unavailable');
    expect(empty.output()).toContain('The deposit account is still the placeholder');
    const index = (await (await fetch(`${base}/api/index2`)).json()) as {
      code: number;
      data: { boardList: unknown[] };
    };
    expect(index).toMatchObject({ code: 0, data: { boardList: [] } });
    expect(
      await postJson(`${base}/api/staff/login`, { loginId: 'admin', password: 'hanpan-admin1' }),
    ).toEqual({
      code: 1,
      data: { message: staffText.noStaffYet },
    });
    expect(await memberSignIn(base, 'demo01', 'demo1234')).not.toBe(0);
    await stop(empty);

    const handle = await openDatabase({ dataDir });
    try {
      const count = async (table: 'staff' | 'member') =>
        Number(
          (
            await handle.db
              .selectFrom(table)
              .select((eb) => eb.fn.countAll<bigint>().as('n'))
              .executeTakeFirstOrThrow()
          ).n,
        );
      expect({ staff: await count('staff'), member: await count('member') }).toEqual({ staff: 0, member: 0 });
    } finally {
      await handle.close();
    }

    const seeded = startProduction({ COOKIE_SECURE: '1', SEED_DEMO: '1' });
    const again = await waitForListening(seeded, 60_000);
    const output = seeded.output();
    const ownerPassword = /owner\s+admin \/ (\S+)/.exec(output)?.[1] ?? '';
    const memberPassword = /member\s+demo01 \/ (\S+)/.exec(output)?.[1] ?? '';
    expect(ownerPassword).toMatch(/^[a-z0-9]{16}$/);
    expect(memberPassword).toMatch(/^[a-z0-9]{12}$/);
    expect(output.match(/Demo logins \(shown once\)/g)).toHaveLength(1);
    expect(output).not.toContain('hanpan-admin1');
    expect(
      await postJson(`${again}/api/staff/login`, { loginId: 'admin', password: 'hanpan-admin1' }),
    ).toEqual({
      code: 1,
      data: { message: staffText.loginFailed },
    });
    expect(
      await postJson(`${again}/api/staff/login`, { loginId: 'admin', password: ownerPassword }),
    ).toMatchObject({
      code: 0,
      data: { next: 'enroll' },
    });
    expect(await memberSignIn(again, 'demo01', 'demo1234')).not.toBe(0);
    expect(await memberSignIn(again, 'demo01', memberPassword)).toBe(0);
    expect(output).not.toContain('No back-office owner account yet');
    await stop(seeded);
  }, 180_000);
});
