import { describe, expect, it } from 'vitest';
import { iframeHeight } from './overlay-size.ts';

describe('iframeHeight', () => {
  it('when the overlay is not fullscreen, then the iframe is 80vh high whatever the window', () => {
    expect(iframeHeight(false, 900)).toBe('80vh');
    expect(iframeHeight(false, 812)).toBe('80vh');
  });

  it('when fullscreen, then the iframe is the window height less 40 px', () => {
    expect(iframeHeight(true, 900)).toBe('860px');
    expect(iframeHeight(true, 812)).toBe('772px');
  });

  it('when the window height is fractional or tiny, then the height is whole and never negative', () => {
    expect(iframeHeight(true, 700.6)).toBe('660px');
    expect(iframeHeight(true, 20)).toBe('0px');
  });
});
