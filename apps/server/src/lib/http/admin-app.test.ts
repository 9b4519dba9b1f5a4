import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { envelope, get, postJson } from '../../../test/http.ts';

const adminIndex = '<!doctype html><title>한판 관리자</title><div id="admin"></div>';
const webIndex = '<!doctype html><title>한판</title><div id="root"></div>';

let t: TestApp;
let adminDist: string;
let webDist: string;
beforeAll(async () => {
  adminDist = mkdtempSync(path.join(tmpdir(), 'hanpan-admin-'));
  mkdirSync(path.join(adminDist, 'assets'));
  writeFileSync(path.join(adminDist, 'index.html'), adminIndex);
  writeFileSync(path.join(adminDist, 'assets', 'admin-abc123.js'), 'console.log("admin")');
  writeFileSync(path.join(adminDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  webDist = mkdtempSync(path.join(tmpdir(), 'hanpan-web-'));
  writeFileSync(path.join(webDist, 'index.html'), webIndex);
  t = await createTestApp({ adminDistDir: adminDist, webDistDir: webDist });
});
afterAll(async () => {
  await t.close();
  rmSync(adminDist, { recursive: true, force: true });
  rmSync(webDist, { recursive: true, force: true });
});

describe('the back office at /admin', () => {
  it.each([
    '/admin',
    '/admin/',
    '/admin/members',
    '/admin/members/12?tab=ledger',
  ])('when %s is opened, then the back office index.html, revalidated every time', async (url) => {
    const response = await get(t.app, url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(adminIndex);
  });

  it('when a hashed asset is asked for, then it is served and cached for a year', async () => {
    const response = await get(t.app, '/admin/assets/admin-abc123.js');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('console.log("admin")');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('when another file of the build is asked for, then it is served and revalidated', async () => {
    const response = await get(t.app, '/admin/favicon.svg');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('when a missing file is asked for, then a plain 404, not index.html', async () => {
    const response = await get(t.app, '/admin/assets/gone-123.js');
    expect(response.statusCode).toBe(404);
    expect(response.body).toBe('Not found');
  });

  it('when a path outside the build is tried, then no file outside it is served', async () => {
    for (const url of [
      '/admin/..%2f..%2fetc%2fpasswd',
      '/admin/../../etc/passwd',
      '/admin/%2e%2e/%2e%2e/etc/passwd',
    ]) {
      const response = await get(t.app, url);
      expect(response.body).not.toContain('root:');
    }
  });

  it('when member pages and API paths are asked for, then the member app and the API envelopes are untouched', async () => {
    const page = await get(t.app, '/sports/prematch');
    expect(page.body).toBe(webIndex);
    const near = await get(t.app, '/administrator');
    expect(near.body).toBe(webIndex);
    const api = await postJson(t.app, '/api/no-such-call', {});
    expect(api.statusCode).toBe(404);
    expect(envelope(api).code).toBe(404);
    const staffApi = await postJson(t.app, '/api/staff/me', {});
    expect(envelope(staffApi).code).toBe(99);
  });

  it('when a POST goes to /admin, then a plain 404', async () => {
    const response = await postJson(t.app, '/admin/members', {});
    expect(response.statusCode).toBe(404);
  });
});

describe('without a back office build', () => {
  it('when /admin is opened, then a plain 404', async () => {
    const bare = await createTestApp();
    try {
      for (const url of ['/admin', '/admin/', '/admin/members']) {
        const response = await get(bare.app, url);
        expect({ url, status: response.statusCode, body: response.body }).toEqual({
          url,
          status: 404,
          body: 'Not found',
        });
      }
    } finally {
      await bare.close();
    }
  });
});
