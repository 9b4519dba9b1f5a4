// What a staff member does in the back office (/admin): log in with the password and TOTP.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Cookie, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { totpCode, totpStep } from '../../apps/server/src/lib/crypto/totp.ts';
import { tmpDir } from './paths.ts';
import { button, visibleText } from './site.ts';

/** The demo seed's back-office owner (README); TOTP is enrolled at its first login. */
export const demoStaff = { owner: { loginId: 'admin', password: 'hanpan-admin1' } } as const;

/** A staff login. */
export type StaffLogin = { loginId: string; password: string };

/**
 * What a staff member's logins left behind for later ones against the same server: the TOTP
 * secret read at enrolment, the last time step used, and the session cookie of the last login.
 */
type TotpRecord = { secret: string; lastStep: string; cookie?: Cookie };

/** The back office's session cookie (HttpOnly, Path=/api/staff). */
const staffCookieName = 'hanpan_staff_sid';

/**
 * Where the secret of an enrolled staff member is kept, per server (its port) and login id: the
 * suite's test files run in separate workers and must share it, and each code signs in only once.
 */
function recordPath(page: Page, loginId: string): string {
  const port = new URL(page.url()).port;
  return join(tmpDir, `staff-totp-${port}-${loginId}.json`);
}

function readRecord(path: string): TotpRecord | null {
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as TotpRecord) : null;
}

function writeRecord(path: string, record: TotpRecord): void {
  mkdirSync(tmpDir, { recursive: true });
  writeFileSync(path, JSON.stringify(record));
}

/**
 * The code to type now: a step the server accepts (one step of drift either side) later than the
 * last one used, waiting for the clock when none is left. The current and the next step come
 * first: they stay valid for at least 30 s, while the previous step's code expires at the next step
 * boundary and may be refused by the time a loaded machine has typed and sent it, so that one is
 * used only while more than 20 s of the current step remain.
 */
async function nextCode(record: TotpRecord, clockOffsetMs: number): Promise<{ code: string; step: bigint }> {
  const lastStep = BigInt(record.lastStep);
  for (;;) {
    const now = new Date(Date.now() + clockOffsetMs);
    const current = totpStep(now);
    const secondsIntoStep = Math.floor(now.getTime() / 1000) % 30;
    const offsets = secondsIntoStep < 10 ? [0n, 1n, -1n] : [0n, 1n];
    for (const offset of offsets) {
      const step = current + offset;
      if (step > lastStep)
        return { code: totpCode(record.secret, new Date(Number(step * 30n) * 1000)), step };
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

/** The login card of the back office. */
export function staffLoginCard(page: Page): Locator {
  return page.getByTestId('staff-login');
}

/** Opens the back office at `path` (under /admin). */
export async function openAdmin(page: Page, path = '/'): Promise<void> {
  await page.goto(`/admin${path}`);
}

/** True once the page shows the shell (logged in), false once it shows the login card. */
async function isShellShown(page: Page): Promise<boolean> {
  const who = page.getByTestId('staff-who');
  const card = staffLoginCard(page);
  await expect
    .poll(async () => (await who.count()) + (await card.count()), { timeout: 15_000 })
    .toBeGreaterThan(0);
  return (await who.count()) > 0;
}

/** Options of {@link staffLogIn}. */
export type StaffLogInOptions = {
  /** Always type the password and a TOTP code, even when an earlier login's session could be reused. */
  isFresh?: boolean;
  /** How far the server's clock is ahead of the real one (shifted-server.ts): its TOTP steps are. */
  clockOffsetMs?: number;
};

/**
 * Logs in at the back office's login screen: password, then TOTP enrolment (the secret is read
 * from the page) or a code from the secret kept at enrolment. Resolves once the shell shows the
 * staff member's name. Unless `isFresh`, a session an earlier login left (this run's server) is
 * reused: each TOTP code signs in once, so back-to-back logins would wait for the clock.
 */
export async function staffLogIn(
  page: Page,
  login: StaffLogin,
  options: StaffLogInOptions = {},
): Promise<void> {
  const path = recordPath(page, login.loginId);
  const kept = readRecord(path);
  if (!options.isFresh && kept?.cookie) {
    await page.context().addCookies([kept.cookie]);
    await page.reload();
    if (await isShellShown(page)) return;
  }
  const card = staffLoginCard(page);
  await card.getByLabel('아이디').fill(login.loginId);
  await card.getByLabel('비밀번호').fill(login.password);
  await button(card, '로그인').click();

  const secretText = card.getByTestId('totp-secret');
  const codeInput = card.getByLabel('인증 코드 (6자리)');
  await expect.poll(() => codeInput.count(), { timeout: 15_000 }).toBe(1);
  const isEnrolling = (await secretText.count()) > 0;
  const record: TotpRecord | null = isEnrolling
    ? { secret: (await visibleText(secretText)).replace(/\s+/g, ''), lastStep: '-1' }
    : readRecord(path);
  if (!record) throw new Error(`no TOTP secret kept for ${login.loginId}: log in through staffLogIn only`);

  const { code, step } = await nextCode(record, options.clockOffsetMs ?? 0);
  await codeInput.fill(code);
  await button(card, isEnrolling ? '등록하고 로그인' : '인증').click();
  await expect.poll(() => page.getByTestId('staff-who').count(), { timeout: 15_000 }).toBe(1);
  const cookie = (await page.context().cookies()).find((entry) => entry.name === staffCookieName);
  writeRecord(path, { secret: record.secret, lastStep: step.toString(), cookie });
}
