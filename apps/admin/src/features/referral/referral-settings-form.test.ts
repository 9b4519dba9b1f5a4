import { describe, expect, it } from 'vitest';
import { draftOf, readReferralDraft } from './referral-settings-form.ts';

describe('referral settings form', () => {
  it('when the rate is typed in percent, then it is stored in basis points, and back', () => {
    const draft = { isHeader: true, ratePercent: '2.5', days: '30', capPerReferee: '100,000' };
    const settings = readReferralDraft(draft);
    expect(settings).toEqual({ isHeader: true, rateBp: 250, days: 30, capPerReferee: 100_000 });
    expect(draftOf(settings!)).toEqual({ ...draft, capPerReferee: '100000' });
  });

  it.each([
    ['a rate above 100%', { ratePercent: '100.01' }],
    ['a negative day count', { days: '-1' }],
    ['a cap that is not a number', { capPerReferee: 'abc' }],
    ['a fractional day count', { days: '1.5' }],
  ])('when the form has %s, then nothing is read', (_what, change) => {
    expect(
      readReferralDraft({ isHeader: false, ratePercent: '3', days: '30', capPerReferee: '1000', ...change }),
    ).toBeNull();
  });
});
