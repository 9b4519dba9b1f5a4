import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createBoardPost } from '../../../test/factories.ts';

const repoRoot = path.resolve(import.meta.dirname, '../../../../..');
const immutable = 'public, max-age=31536000, immutable';
// Big enough to be worth compressing, like a real chunk.
const asset = `export const rows = [${Array.from({ length: 400 }, (_, i) => `{id:${i},name:"경기 ${i}"}`).join(',')}];`;
const webIndex = `<!doctype html><html lang="ko"><title>한판</title>${'<meta name="x" content="y">'.repeat(40)}<div id="root"></div></html>`;
const adminIndex = `<!doctype html><title>한판 관리자</title>${'<link rel="x" href="/admin/y">'.repeat(40)}`;

let t: TestApp;
let webDist: string;
let adminDist: string;

/** A dist folder as the build leaves it: files, then .br and .gz beside them (scripts/precompress-dist.mjs). */
function makeDist(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'hanpan-dist-'));
  mkdirSync(path.join(dir, 'assets'));
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
  execFileSync(process.execPath, [path.join(repoRoot, 'scripts/precompress-dist.mjs'), dir]);
  return dir;
}

const fetchWith = (url: string, acceptEncoding?: string, method: 'GET' | 'POST' = 'GET') =>
  t.app.inject({
    method,
    url,
    headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
    ...(method === 'POST' ? { payload: {} } : {}),
  });

/** The reply body decoded as its Content-Encoding says. */
function decode(response: Awaited<ReturnType<typeof fetchWith>>): string {
  const encoding = response.headers['content-encoding'];
  const raw = response.rawPayload;
  if (encoding === 'br') return brotliDecompressSync(raw).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(raw).toString('utf8');
  return raw.toString('utf8');
}

beforeAll(async () => {
  webDist = makeDist({ 'index.html': webIndex, 'assets/index-abc123.js': asset });
  adminDist = makeDist({ 'index.html': adminIndex, 'assets/admin-abc123.js': asset });
  t = await createTestApp({ webDistDir: webDist, adminDistDir: adminDist });
});
afterAll(async () => {
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
  rmSync(adminDist, { recursive: true, force: true });
});

describe('built assets, served pre-compressed', () => {
  it.each([
    ['/assets/index-abc123.js'],
    ['/admin/assets/admin-abc123.js'],
  ])('when %s is asked for with each Accept-Encoding, then br, gzip or identity, cached for a year', async (url) => {
    const cases = [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip, deflate', 'gzip'],
      [undefined, undefined],
      ['identity', undefined],
    ] as const;
    for (const [acceptEncoding, expected] of cases) {
      const response = await fetchWith(url, acceptEncoding);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(expected);
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.headers['cache-control']).toBe(immutable);
      expect(response.headers['content-type']).toContain('javascript');
      expect(decode(response)).toBe(asset);
      if (expected) expect(response.rawPayload.length).toBeLessThan(asset.length / 3);
    }
  });

  it.each([
    ['/', webIndex],
    ['/event/main?sport=6046', webIndex],
    ['/admin', adminIndex],
    ['/admin/members/12', adminIndex],
  ])('when %s (index.html or the SPA fallback) is opened, then it is pre-compressed and revalidated', async (url, html) => {
    const response = await fetchWith(url, 'gzip, deflate, br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(decode(response)).toBe(html);
  });
});

describe('JSON replies', () => {
  it('when a large reply is asked for with br or gzip, then it is compressed and decodes to the same bytes', async () => {
    for (let i = 0; i < 12; i += 1) {
      await createBoardPost(t.db, {
        boardType: 1,
        isPopup: true,
        title: `긴 팝업 공지 제목 ${i} ${'가'.repeat(60)}`,
      });
    }
    const plain = await fetchWith('/api/index2');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(2048);

    for (const [acceptEncoding, expected] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
    ] as const) {
      const response = await fetchWith('/api/index2', acceptEncoding);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(expected);
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['content-security-policy']).toContain("default-src 'self'");
      expect(response.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
      expect(decode(response)).toBe(plain.body);
    }
  });

  it('when a small reply is asked for with br, then it goes out as it is', async () => {
    const response = await fetchWith('/api/version', 'gzip, deflate, br');
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.length).toBeLessThan(1024);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});
