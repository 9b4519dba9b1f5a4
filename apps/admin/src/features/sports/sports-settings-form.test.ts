import { staffSportsText } from '@hanpan/core/api/staff-sports';
import { describe, expect, it } from 'vitest';
import {
  describeSettingsChanges,
  formatPercent,
  readLine,
  readPercent,
  readSportsSettingsForm,
  toSportsSettingsForm,
} from './sports-settings-form.ts';

const neutral = { marginBasisPoints: null, hideQuarterLines: false, lineFilters: [] };

describe('percent and line texts', () => {
  it.each([
    ['5', 500],
    ['4.75', 475],
    ['0.5', 50],
    [' 12.5 ', 1250],
    ['5.255', null],
    ['abc', null],
    ['-1', null],
  ])('when %j is typed as a margin, then it reads as %j basis points', (text, expected) => {
    expect(readPercent(text)).toBe(expected);
  });

  it('when basis points are shown, then they read back the same', () => {
    for (const value of [0, 50, 475, 500, 1250, 2000]) expect(readPercent(formatPercent(value))).toBe(value);
  });

  it.each([
    ['', null],
    ['2.5', 250],
    ['-1.25', -125],
    ['3', 300],
    ['2.x', undefined],
  ])('when %j is typed as a line, then it reads as %j', (text, expected) => {
    expect(readLine(text)).toBe(expected);
  });
});

describe('readSportsSettingsForm', () => {
  it('when the stored settings are put in the form and read back, then they are the same', () => {
    const settings = {
      marginBasisPoints: 475,
      hideQuarterLines: true,
      lineFilters: [{ sportId: 201, handicapMin: null, handicapMax: 250, totalMin: 150, totalMax: 450 }],
    };
    expect(readSportsSettingsForm(toSportsSettingsForm(settings))).toEqual({ ok: true, settings });
  });

  it('when the margin is off, then the margin text is ignored and no filter rows are sent for empty sports', () => {
    const form = { ...toSportsSettingsForm(neutral), marginPercent: 'x' };
    expect(readSportsSettingsForm(form)).toEqual({ ok: true, settings: neutral });
  });

  it('when values are wrong, then the first problem is named in Korean', () => {
    const base = toSportsSettingsForm(neutral);
    expect(readSportsSettingsForm({ ...base, isMarginOn: true, marginPercent: '' })).toEqual({
      ok: false,
      message: staffSportsText.badMargin,
    });
    expect(readSportsSettingsForm({ ...base, isMarginOn: true, marginPercent: '25' })).toEqual({
      ok: false,
      message: staffSportsText.badMargin,
    });
    const rows = base.lineFilters.map((row) =>
      row.sportId === 201 ? { ...row, totalMin: '3.5', totalMax: '2.5' } : row,
    );
    expect(readSportsSettingsForm({ ...base, lineFilters: rows })).toEqual({
      ok: false,
      message: staffSportsText.lineRange,
    });
    const odd = base.lineFilters.map((row) => (row.sportId === 201 ? { ...row, totalMin: '2.3' } : row));
    expect(readSportsSettingsForm({ ...base, lineFilters: odd })).toEqual({
      ok: false,
      message: staffSportsText.badLine,
    });
  });
});

describe('describeSettingsChanges', () => {
  it('when the margin and a filter change, then both are listed in Korean', () => {
    const after = {
      marginBasisPoints: 500,
      hideQuarterLines: false,
      lineFilters: [{ sportId: 201, handicapMin: null, handicapMax: 250, totalMin: null, totalMax: null }],
    };
    expect(describeSettingsChanges(neutral, after, (id) => (id === 201 ? '축구' : String(id)))).toEqual([
      { label: '배당 마진', before: '사용 안 함 (피드 배당)', after: '5%' },
      { label: '축구 기준점 필터', before: '제한 없음', after: '핸디캡 - ~ 2.5 / 언더오버 전체' },
    ]);
  });
});
