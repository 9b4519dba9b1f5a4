import type { ReferralSummary } from '@hanpan/core/api/referral';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { readArrivalReferralCode } from '../../../lib/referral-link.ts';
import { ReferralView } from './referral-view.tsx';

// Rendered to HTML with react-dom (the web package has no DOM environment).

const summary = (overrides: Partial<ReferralSummary> = {}): ReferralSummary => ({
  code: 'abcd2345',
  linkPath: '/?ref=abcd2345',
  referees: [],
  rewards: [],
  rewardTotal: 0,
  rule: { rateBp: 300, days: 30, capPerReferee: 100_000 },
  ...overrides,
});

const render = (value: ReferralSummary) =>
  renderToStaticMarkup(<ReferralView summary={value} origin="https://hanpan.test" />);

describe('ReferralView', () => {
  it('when the member has no referees or rewards yet, then the code, the full link and both empty states show', () => {
    const html = render(summary());
    expect(html).toContain('abcd2345');
    expect(html).toContain('https://hanpan.test/?ref=abcd2345');
    expect(html).toContain('아직 추천한 회원이 없습니다.');
    expect(html).toContain('아직 받은 추천 보상이 없습니다.');
    expect(html).toContain('충전 금액의 3%를 포인트로');
  });

  it('when there are referees and rewards, then each shows with its state and the total', () => {
    const html = render(
      summary({
        referees: [
          { nick: 'ab***', joinedOn: '2026-11-29', isQualified: true },
          { nick: 'cd***', joinedOn: '2026-11-28', isQualified: false },
        ],
        rewards: [
          {
            id: 1,
            refereeNick: 'ab***',
            depositAmount: 50_000,
            amount: 1_500,
            isPaid: true,
            createdAt: '2026-11-29T03:00:00.000Z',
          },
        ],
        rewardTotal: 1_500,
      }),
    );
    expect(html.match(/data-testid="referee-row"/g)).toHaveLength(2);
    expect(html).toContain('>인정<');
    expect(html).toContain('>미인정<');
    expect(html).toContain('50,000원');
    expect(html).toContain('1,500P');
    expect(html).toContain('지급 완료');
  });

  it('when the reward rate is 0, then the page says no reward runs', () => {
    expect(render(summary({ rule: { rateBp: 0, days: 30, capPerReferee: 0 } }))).toContain(
      '현재 추천 보상이 진행되지 않습니다.',
    );
  });
});

describe('readArrivalReferralCode', () => {
  it('when the address has ?ref=, then that code, kept for the visit; without it, the kept one', () => {
    const kept = new Map<string, string>();
    const storage = {
      getItem: (key: string) => kept.get(key) ?? null,
      setItem: (key: string, value: string) => void kept.set(key, value),
    };
    expect(readArrivalReferralCode('?ref=AbCd2345', storage)).toBe('AbCd2345');
    expect(readArrivalReferralCode('', storage)).toBe('AbCd2345');
    expect(readArrivalReferralCode('', null)).toBeNull();
  });
});
