import { type StaffBoardItem, staffBoardsText } from '@hanpan/core/api/staff-boards';
import { describe, expect, it } from 'vitest';
import { type BoardDraft, toBoardDraft, toBoardSaveRequest } from './board-draft.ts';

const uploaded = '/uploads/boards/0123456789abcdef0123456789abcdef.png';
const draft = (fields: Partial<BoardDraft>): BoardDraft => ({
  ...toBoardDraft(null),
  boardType: 1,
  title: '이벤트',
  text: '<p>안내</p>',
  ...fields,
});

describe('toBoardSaveRequest event banner', () => {
  it('when the banner is an uploaded image with a site link, then both are sent trimmed', () => {
    expect(
      toBoardSaveRequest(7, draft({ imageUrl: ` ${uploaded} `, link: ' /board/main?boardType=1 ' })),
    ).toMatchObject({ id: 7, imageUrl: uploaded, link: '/board/main?boardType=1' });
  });

  it('when the banner fields are blank, then none is sent as null', () => {
    expect(toBoardSaveRequest(null, draft({ imageUrl: '', link: '  ' }))).toMatchObject({
      imageUrl: null,
      link: null,
    });
  });

  it.each([
    [{ imageUrl: 'https://evil.example/a.png' }, staffBoardsText.badImageUrl],
    [{ imageUrl: 'javascript:alert(1)' }, staffBoardsText.badImageUrl],
    [{ link: 'javascript:alert(1)' }, staffBoardsText.badLink],
    [{ link: 'data:text/html,x' }, staffBoardsText.badLink],
    [{ link: '//evil.example' }, staffBoardsText.badLink],
    [{ link: 'http://evil.example' }, staffBoardsText.badLink],
  ])('when the draft has %j, then the Korean message %s is shown instead of saving', (fields, message) => {
    expect(toBoardSaveRequest(null, draft(fields))).toBe(message);
  });

  it('when a post with a banner is edited, then the draft starts from its image and link', () => {
    const post = {
      id: 3,
      boardType: 1,
      title: '이벤트',
      text: '',
      isVisible: true,
      isPopup: true,
      isPinned: false,
      startsAt: null,
      endsAt: null,
      popupWidth: null,
      imageUrl: uploaded,
      link: 'https://example.com/e',
      createdAt: '2026-01-01T00:00:00.000Z',
    } satisfies StaffBoardItem;
    expect(toBoardDraft(post)).toMatchObject({ imageUrl: uploaded, link: 'https://example.com/e' });
  });
});
