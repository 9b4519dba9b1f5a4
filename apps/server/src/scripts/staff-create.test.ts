import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { verifySecret } from '../lib/crypto/secrets.ts';
import { openDatabase } from '../lib/db/open-database.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'hanpan-staff-create-'));
const serverDir = path.resolve(import.meta.dirname, '../..');

afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

const run = async (args: string[], password: string) => {
  try {
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'src/scripts/staff-create.ts', ...args],
      {
        cwd: serverDir,
        env: { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir, STAFF_PASSWORD: password },
      },
    );
    return { exitCode: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { exitCode: failed.code, output: failed.stdout + failed.stderr };
  }
};

describe.skipIf(Boolean(process.env.DATABASE_URL))('npm run staff:create (embedded database)', () => {
  it('when run with a good password, then the owner exists with an argon2 hash, TOTP not enrolled, and an audit line; a taken id and a short password are refused', async () => {
    const created = await run(['--login', 'boss01', '--name', '대표'], 'long-enough-pw');
    expect(created.exitCode).toBe(0);
    expect(created.output).toContain('TOTP enrolment happens at the first login');

    const taken = await run(['--login', 'boss01', '--name', '대표'], 'long-enough-pw');
    expect(taken.exitCode).toBe(1);
    expect(taken.output).toContain('이미 사용 중인 아이디입니다');
    expect(taken.output).toContain('already taken');

    const short = await run(['--login', 'boss02', '--name', '대표'], 'short');
    expect(short.exitCode).toBe(1);
    expect(short.output).toContain('비밀번호는 10자 이상이어야 합니다.');
    expect(short.output).toContain('at least 10 characters');

    const database = await openDatabase({ databaseUrl: undefined, dataDir });
    try {
      const staff = await database.db.selectFrom('staff').selectAll().execute();
      expect(staff).toHaveLength(1);
      expect(staff[0]).toMatchObject({
        login_id: 'boss01',
        role: 'owner',
        status: 'active',
        totp_enabled_at: null,
      });
      expect(await verifySecret(staff[0]!.password_hash, 'long-enough-pw')).toBe(true);
      const audit = await database.db.selectFrom('audit_log').selectAll().execute();
      expect(audit).toMatchObject([
        { action: 'staff.create', staff_id: null, target_id: String(staff[0]!.id) },
      ]);
    } finally {
      await database.close();
    }
    // Each run opens and migrates the embedded database in a fresh process.
  }, 120_000);
});
