import type { MessageItem, MessageListData } from '@hanpan/core/api/messages';
import { describe, expect, it } from 'vitest';
import { envelope, postJson } from '../../../test/http.ts';
import { insertMessage, messageRowsOf } from '../../../test/messages.ts';
import { signedInMember } from '../../../test/payments.ts';
import { useTestApp } from '../../../test/use-test-app.ts';

const t = useTestApp();

const list = (cookie: string, page?: number) =>
  postJson(t.app, '/api/message/list', page ? { page } : {}, { cookie });

describe('POST /api/message/list', () => {
  it('when the member has messages, then their own, newest first, 20 a page, unread marked, and the unread count', async () => {
    const member = await signedInMember(t.app, t.db);
    const other = await signedInMember(t.app, t.db);
    const ids: number[] = [];
    for (let i = 0; i < 22; i += 1) ids.push(await insertMessage(t.db, member.id, { isRead: i % 2 === 0 }));
    await insertMessage(t.db, other.id);
    const first = envelope<MessageListData>(await list(member.cookie));
    expect(first.code).toBe(0);
    expect(first.data?.total).toBe(22);
    expect(first.data?.list.map((message) => message.id)).toEqual(ids.slice(2).reverse());
    expect(first.data?.list[0]).toMatchObject({ id: ids[21], isRead: false, title: '알림', body: '내용' });
    expect(first.data?.list[1]).toMatchObject({ id: ids[20], isRead: true });
    expect(first.userContext?.messageCount).toBe(11);
    const second = envelope<MessageListData>(await list(member.cookie, 2));
    expect(second.data?.list.map((message) => message.id)).toEqual([ids[1], ids[0]]);
  });

  it('when no one is logged in, then code 99', async () => {
    expect(envelope(await postJson(t.app, '/api/message/list', {})).code).toBe(99);
  });
});

describe('POST /api/message/view', () => {
  it('when the member opens an unread message, then it comes back read and the unread count drops', async () => {
    const member = await signedInMember(t.app, t.db);
    const id = await insertMessage(t.db, member.id, { title: '안녕하세요' });
    await insertMessage(t.db, member.id);
    const reply = envelope<MessageItem>(
      await postJson(t.app, '/api/message/view', { id }, { cookie: member.cookie }),
    );
    expect(reply.data).toMatchObject({ id, title: '안녕하세요', isRead: true });
    expect(reply.userContext?.messageCount).toBe(1);
    const [row] = await messageRowsOf(t.db, member.id);
    expect(row?.read_at).toBeInstanceOf(Date);
  });

  it("when the id is another member's, a deleted one or missing, then the same 404 and nothing changes", async () => {
    const member = await signedInMember(t.app, t.db);
    const other = await signedInMember(t.app, t.db);
    const othersId = await insertMessage(t.db, other.id);
    const deletedId = await insertMessage(t.db, member.id);
    await postJson(t.app, '/api/message/delete', { ids: [deletedId] }, { cookie: member.cookie });
    const replies = await Promise.all(
      [othersId, deletedId, 2_000_000_000].map((id) =>
        postJson(t.app, '/api/message/view', { id }, { cookie: member.cookie }),
      ),
    );
    for (const reply of replies) {
      expect(reply.statusCode).toBe(404);
      expect(reply.json()).toEqual(replies[0]?.json());
      expect(envelope(reply)).toMatchObject({ code: 404 });
      expect(envelope(reply)).not.toHaveProperty('data');
    }
    expect((await messageRowsOf(t.db, other.id))[0]?.read_at).toBeNull();
  });
});

describe('POST /api/message/read and /api/message/delete', () => {
  it('when the member marks the page read, then only their unread ones change', async () => {
    const member = await signedInMember(t.app, t.db);
    const other = await signedInMember(t.app, t.db);
    const mine = [
      await insertMessage(t.db, member.id),
      await insertMessage(t.db, member.id, { isRead: true }),
    ];
    const othersId = await insertMessage(t.db, other.id);
    const reply = envelope<{ changed: number }>(
      await postJson(t.app, '/api/message/read', { ids: [...mine, othersId] }, { cookie: member.cookie }),
    );
    expect(reply.data).toEqual({ changed: 1 });
    expect(reply.userContext?.messageCount).toBe(0);
    expect((await messageRowsOf(t.db, other.id))[0]?.read_at).toBeNull();
  });

  it("when the member deletes messages, then they leave the list and the count, others' stay untouched", async () => {
    const member = await signedInMember(t.app, t.db);
    const other = await signedInMember(t.app, t.db);
    const kept = await insertMessage(t.db, member.id);
    const gone = [await insertMessage(t.db, member.id), await insertMessage(t.db, member.id)];
    const othersId = await insertMessage(t.db, other.id);
    const reply = envelope<{ changed: number }>(
      await postJson(t.app, '/api/message/delete', { ids: [...gone, othersId] }, { cookie: member.cookie }),
    );
    expect(reply.data).toEqual({ changed: 2 });
    expect(reply.userContext?.messageCount).toBe(1);
    const page = envelope<MessageListData>(await list(member.cookie));
    expect(page.data?.list.map((message) => message.id)).toEqual([kept]);
    expect(page.data?.total).toBe(1);
    expect((await messageRowsOf(t.db, other.id))[0]?.deleted_at).toBeNull();
    // Soft: the rows stay for the staff's read counts.
    expect((await messageRowsOf(t.db, member.id)).filter((row) => row.deleted_at !== null)).toHaveLength(2);
  });

  it('when 50 reads and 50 deletes of the same messages race, then each message changes once', async () => {
    const member = await signedInMember(t.app, t.db);
    const ids = [await insertMessage(t.db, member.id), await insertMessage(t.db, member.id)];
    const paths = Array.from({ length: 100 }, (_, i) =>
      i % 2 === 0 ? '/api/message/read' : '/api/message/delete',
    );
    const replies = await Promise.all(
      paths.map((path) => postJson(t.app, path, { ids }, { cookie: member.cookie })),
    );
    const changed = (path: string) =>
      replies
        .filter((_, i) => paths[i] === path)
        .reduce((sum, reply) => sum + (envelope<{ changed: number }>(reply).data?.changed ?? 0), 0);
    expect(changed('/api/message/delete')).toBe(2);
    expect(changed('/api/message/read')).toBeLessThanOrEqual(2);
    const rows = await messageRowsOf(t.db, member.id);
    expect(rows.every((row) => row.deleted_at !== null)).toBe(true);
    expect(envelope(await list(member.cookie)).userContext?.messageCount).toBe(0);
  });

  it('when the ids are empty, too many, or not numbers, then code 2 and nothing changes', async () => {
    const member = await signedInMember(t.app, t.db);
    const id = await insertMessage(t.db, member.id);
    for (const body of [
      { ids: [] },
      { ids: Array.from({ length: 21 }, (_, i) => i + 1) },
      { ids: ['x'] },
      {},
      { ids: [0] },
    ]) {
      for (const path of ['/api/message/read', '/api/message/delete']) {
        expect(envelope(await postJson(t.app, path, body, { cookie: member.cookie })).code).toBe(2);
      }
    }
    expect(await messageRowsOf(t.db, member.id)).toEqual([
      expect.objectContaining({ id, read_at: null, deleted_at: null }),
    ]);
  });
});
