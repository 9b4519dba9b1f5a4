import { protectionText } from '@hanpan/core/api/protection';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { type JoinLimitChoice, noJoinLimit, readJoinLimitChoice } from '../join-limit-choice.ts';
import { JoinDepositLimit } from './join-deposit-limit.tsx';

// The registration form's 입금 한도 설정 (issue 27), rendered to HTML (the web package has no DOM).

const render = (choice: JoinLimitChoice) =>
  renderToStaticMarkup(<JoinDepositLimit choice={choice} onChange={() => {}} />);

const radios = (html: string) =>
  [...html.matchAll(/<input type="radio"([^>]*)\/><span>([^<]+)<\/span>/g)].map(
    ([, attributes = '', label]) => ({
      value: attributes.match(/value="([a-z]+)"/)?.[1],
      label,
      isChecked: attributes.includes('checked'),
    }),
  );

describe('입금 한도 설정 at registration', () => {
  it('when the form opens, then the section is labelled, explained, and 설정 안 함 is chosen with no amount asked', () => {
    const html = render(noJoinLimit);
    expect(html).toContain('<legend class="field__label">입금 한도 설정 (선택)</legend>');
    expect(html).toContain('aria-describedby="join-depositLimit-text"');
    expect(html).toMatch(
      /id="join-depositLimit-text"[^>]*>[^<]*마이페이지에서 낮추면 바로, 높이거나 해제하면 24시간 뒤에/,
    );
    expect(radios(html)).toEqual([
      { value: 'none', label: '설정 안 함', isChecked: true },
      { value: 'day', label: '24시간', isChecked: false },
      { value: 'week', label: '7일', isChecked: false },
      { value: 'month', label: '1개월', isChecked: false },
    ]);
    expect(html).not.toContain('name="amount"');
  });

  it('when 7일 is chosen, then its amount field is labelled and shows the amount typed', () => {
    const html = render({ window: 'week', amountText: '300,000' });
    expect(radios(html).find((radio) => radio.isChecked)?.value).toBe('week');
    expect(html).toContain('<label class="field__label" for="join-depositLimitAmount">7일 입금 한도</label>');
    expect(html).toMatch(/id="join-depositLimitAmount"[^>]*inputMode="numeric"[^>]*value="300,000"/);
  });

  it.each([
    ['설정 안 함', noJoinLimit, { isValid: true, depositLimit: undefined }],
    [
      '설정 안 함 with a leftover amount',
      { window: 'none', amountText: '50,000' },
      { isValid: true, depositLimit: undefined },
    ],
    [
      '24시간 50,000원',
      { window: 'day', amountText: '50,000' },
      { isValid: true, depositLimit: { window: 'day', amount: 50_000 } },
    ],
    [
      '1개월 with no amount',
      { window: 'month', amountText: '' },
      { isValid: false, message: protectionText.joinLimitAmountInvalid },
    ],
    [
      '7일 0원',
      { window: 'week', amountText: '0' },
      { isValid: false, message: protectionText.joinLimitAmountInvalid },
    ],
    [
      '24시간 over 1,000억원',
      { window: 'day', amountText: '100,000,000,001' },
      { isValid: false, message: protectionText.joinLimitAmountInvalid },
    ],
  ] as const)('when the choice is %s, then the payload part is as expected', (_name, choice, expected) => {
    expect(readJoinLimitChoice(choice)).toEqual(expected);
  });
});
