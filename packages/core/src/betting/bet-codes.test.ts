import { describe, expect, it } from 'vitest';
import { betCode, betCodeText, betText } from './bet-codes.ts';

describe('betCodeText (spec section 8)', () => {
  it.each([
    [0, 'prematch', '베팅이 완료되었습니다.'],
    [5, 'prematch', '마감 베팅 제한을 확인해 주세요.'],
    [11, 'prematch', '배당이 잠겼습니다.'],
    [21, 'prematch', '일반 경기와 스페셜 경기는 조합할 수 없습니다.'],
    [99, 'prematch', '현재 베팅할 수 없습니다. (코드 99)'],
    [1, 'inplay', '배당이 변경되었습니다.'],
    [5, 'inplay', '마감 제한을 확인해 주세요.'],
    [11, 'inplay', '배당이 마감되었습니다.'],
    [13, 'inplay', '최소 폴더를 확인해 주세요.'],
    [22, 'inplay', '이미 정산된 경기입니다.'],
    [77, 'inplay', '베팅 실패: 코드 77'],
  ] as const)('when code %i in %s, then %s', (code, mode, text) => {
    expect(betCodeText(code, mode)).toBe(text);
  });

  it('when every named code is asked for, then each has Korean text in both modes', () => {
    for (const code of Object.values(betCode)) {
      expect(betCodeText(code, 'prematch')).toMatch(/[가-힣]/);
      expect(betCodeText(code, 'inplay')).toMatch(/[가-힣]/);
    }
  });

  it('when the countdown is shown, then it names the seconds', () => {
    expect(betText.countdown(3)).toBe('잠시만 기다려 주세요. 3초 후 베팅됩니다.');
  });
});
