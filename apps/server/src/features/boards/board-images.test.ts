import { readdirSync } from 'node:fs';
import path from 'node:path';
import {
  boardImageMaxBytes,
  type StaffBoardImageData,
  staffBoardImageText,
} from '@hanpan/core/api/staff-boards';
import { staffText } from '@hanpan/core/api/staff-codes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { tinyPng } from '../../../test/board-images.ts';
import { envelope } from '../../../test/http.ts';
import { createStaff, signInStaff } from '../../../test/staff-factories.ts';

let t: TestApp;
let ownerToken: string;
beforeAll(async () => {
  t = await createTestApp();
  ownerToken = await signInStaff(t.app, await createStaff(t.db, { role: 'owner' }));
});
afterAll(async () => {
  await t.close();
});

const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 2)]);
const gif = Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(32, 3)]);
const webp = Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBPVP8 '), Buffer.alloc(32)]);

const upload = (body: Buffer, contentType: string, token: string | null = ownerToken) =>
  t.app.inject({
    method: 'POST',
    url: '/api/staff/boards/upload',
    payload: body,
    headers: { 'content-type': contentType, ...(token ? { cookie: `hanpan_staff_sid=${token}` } : {}) },
  });
const storedFiles = () => {
  try {
    return readdirSync(path.join(t.dataDir, 'uploads', 'boards'));
  } catch {
    return [];
  }
};

describe('POST /api/staff/boards/upload', () => {
  it.each([
    ['png', tinyPng, 'image/png', 'image/png'],
    ['jpeg', jpeg, 'image/jpeg', 'image/jpeg'],
    ['gif', gif, 'image/gif', 'image/gif'],
    // The claimed type does not matter: the bytes decide.
    ['webp sent as octet-stream', webp, 'application/octet-stream', 'image/webp'],
  ])('when staff upload a %s, then it is stored under DATA_DIR and served with its type and nosniff', async (_name, bytes, sent, served) => {
    const reply = envelope<StaffBoardImageData>(await upload(bytes, sent));
    expect(reply.code).toBe(0);
    const url = reply.data!.url;
    expect(url).toMatch(/^\/uploads\/boards\/[0-9a-f]{32}\.(png|jpg|gif|webp)$/);
    expect(storedFiles()).toContain(url.split('/').at(-1));
    const read = await t.app.inject({ method: 'GET', url });
    expect(read.statusCode).toBe(200);
    expect(read.headers['content-type']).toBe(served);
    expect(read.headers['x-content-type-options']).toBe('nosniff');
    expect(read.rawPayload.equals(bytes)).toBe(true);
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'after'])
      .where('target_type', '=', 'board_image')
      .where('target_id', '=', url)
      .execute();
    expect(audit).toEqual([
      { action: 'board.image.upload', after: { contentType: served, size: bytes.length } },
    ]);
  });

  it.each([
    ['an empty body', Buffer.alloc(0), 'image/png', staffBoardImageText.empty],
    [
      'an SVG (it can carry script)',
      Buffer.from('<svg onload="alert(1)"></svg>'),
      'image/png',
      staffBoardImageText.badType,
    ],
    [
      'HTML named as an image',
      Buffer.from('<html><script>x()</script>'),
      'image/jpeg',
      staffBoardImageText.badType,
    ],
    [
      'a PNG over 2 MB',
      Buffer.concat([tinyPng, Buffer.alloc(boardImageMaxBytes)]),
      'image/png',
      staffBoardImageText.tooLarge,
    ],
  ])('when staff upload %s, then code 2 with a Korean message and nothing is written', async (_name, bytes, sent, message) => {
    const before = storedFiles().length;
    expect(envelope(await upload(bytes, sent))).toEqual({ code: 2, data: { message } });
    expect(storedFiles().length).toBe(before);
  });

  it('when support (no boards.manage) or nobody uploads, then refused and nothing written', async () => {
    const support = await signInStaff(t.app, await createStaff(t.db, { role: 'support' }));
    const before = storedFiles().length;
    expect(envelope(await upload(tinyPng, 'image/png', support))).toEqual({
      code: 3,
      data: { message: staffText.forbidden },
    });
    expect(envelope(await upload(tinyPng, 'image/png', null)).code).not.toBe(0);
    expect(storedFiles().length).toBe(before);
  });

  it('when a name is not one of ours, then 404', async () => {
    for (const url of [
      '/uploads/boards/..%2F..%2Fetc%2Fpasswd',
      '/uploads/boards/abc.png',
      '/uploads/boards/x.svg',
    ]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
  });
});
