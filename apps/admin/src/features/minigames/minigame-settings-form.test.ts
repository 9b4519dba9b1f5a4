import { staffMinigamesText } from '@hanpan/core/api/staff-minigames';
import { describe, expect, it } from 'vitest';
import {
  describeEvenOdds,
  formatMarginPercent,
  readMarginPercent,
  readMinigameSettingsForm,
  toMinigameSettingsForm,
} from './minigame-settings-form.ts';

const form = { periodMinutes: '1', closeSeconds: '20', marginPercent: '2.5', lateVoidSeconds: '' };

describe('mini-game settings form', () => {
  it.each([
    ['2.5', 250],
    ['0', 0],
    [' 20 ', 2000],
    ['2.555', null],
    ['-1', null],
    ['abc', null],
  ])('when %j is typed as a margin, then it reads as %j basis points', (text, expected) => {
    expect(readMarginPercent(text)).toBe(expected);
  });

  it('when stored margins are shown, then they read back the same', () => {
    for (const value of [0, 5, 250, 300, 1999, 2000])
      expect(readMarginPercent(formatMarginPercent(value))).toBe(value);
  });

  it('when the form is valid, then the settings keep the switch and an empty late-void reads as none', () => {
    expect(readMinigameSettingsForm(form, false)).toEqual({
      ok: true,
      settings: {
        isEnabled: false,
        periodMinutes: 1,
        closeSeconds: 20,
        marginBp: 250,
        lateVoidSeconds: null,
      },
    });
    expect(readMinigameSettingsForm({ ...form, lateVoidSeconds: ' 600 ' }, true)).toMatchObject({
      ok: true,
      settings: { lateVoidSeconds: 600, isEnabled: true },
    });
  });

  it.each([
    [{ periodMinutes: '4' }, staffMinigamesText.badPeriod],
    [{ periodMinutes: '' }, staffMinigamesText.badPeriod],
    [{ closeSeconds: '4' }, staffMinigamesText.badCloseSeconds],
    [{ closeSeconds: '51' }, staffMinigamesText.badCloseSeconds],
    [{ closeSeconds: '1.5' }, staffMinigamesText.badCloseSeconds],
    [{ marginPercent: '20.01' }, staffMinigamesText.badMargin],
    [{ marginPercent: '5%' }, staffMinigamesText.badMargin],
    [{ lateVoidSeconds: '59' }, staffMinigamesText.badLateVoid],
    [{ lateVoidSeconds: '86401' }, staffMinigamesText.badLateVoid],
    [{ lateVoidSeconds: '1분' }, staffMinigamesText.badLateVoid],
  ])('when %j is typed, then the Korean message says why', (change, message) => {
    expect(readMinigameSettingsForm({ ...form, ...change }, true)).toEqual({ ok: false, message });
  });

  it('when a 5-minute game closes 290 s before the draw, then it is accepted (10 s of betting remain)', () => {
    expect(readMinigameSettingsForm({ ...form, periodMinutes: '5', closeSeconds: '290' }, true).ok).toBe(
      true,
    );
  });

  it('when stored settings fill the form, then reading it gives them back', () => {
    const settings = {
      isEnabled: true,
      periodMinutes: 3 as const,
      closeSeconds: 45,
      marginBp: 275,
      lateVoidSeconds: 900,
    };
    expect(readMinigameSettingsForm(toMinigameSettingsForm(settings), true)).toEqual({ ok: true, settings });
  });

  it.each([
    ['2.5', '1.95 (환수율 97.5%)'],
    ['0', '2.00 (환수율 100%)'],
    ['20', '1.60 (환수율 80%)'],
    ['20.5', null],
    ['x', null],
  ])('when the margin %j is typed, then a 50/50 pick pays %j', (text, expected) => {
    expect(describeEvenOdds(text)).toBe(expected);
  });
});
