import Bowser from 'bowser';

const browserNames: Readonly<Record<string, string>> = {
  'Samsung Internet for Android': '삼성 인터넷',
  'Microsoft Edge': 'Edge',
  'Naver Whale Browser': '웨일',
};

const deviceNames: Readonly<Record<string, string>> = {
  desktop: 'PC',
  mobile: '모바일',
  tablet: '태블릿',
  tv: 'TV',
};

// At most major.minor, without a trailing '.0': '17.2', '10.15', '14'.
const shortVersion = (version: string | undefined, parts: number) =>
  (version ?? '').split('.').slice(0, parts).join('.').replace(/\.0$/, '');

const joinWords = (...words: string[]) => words.filter(Boolean).join(' ');

/**
 * A login's user-agent as staff read it: 'Chrome 120 · Windows 10 · PC', 'Safari 17 · iOS 17.2 ·
 * 모바일'. Parts the string does not reveal are left out; nothing at all reads '알 수 없음'.
 */
export function describeUserAgent(userAgent: string | null): string {
  if (!userAgent?.trim()) return '-';
  const { browser, os, platform } = Bowser.parse(userAgent);
  const browserText = browser.name
    ? joinWords(browserNames[browser.name] ?? browser.name, shortVersion(browser.version, 1))
    : '';
  // Windows reports 'NT 10.0'; its marketing name ('10', '7') is what people know.
  const osVersion = os.name === 'Windows' ? (os.versionName ?? '') : shortVersion(os.version, 2);
  const osText = os.name ? joinWords(os.name, osVersion) : '';
  const deviceText = (platform.type && deviceNames[platform.type]) || '';
  const parts = [browserText, osText, deviceText].filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : '알 수 없음';
}
