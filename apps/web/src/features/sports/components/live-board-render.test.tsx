import type { LiveIncident } from '@hanpan/core/sports/live-incidents';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LiveScoreboard, type LiveScoreboardProps } from './live-scoreboard.tsx';
import { LiveTimeline } from './live-timeline.tsx';

// Rendered to HTML with react-dom (the web package has no DOM environment) and read back as text.

const soccer: LiveScoreboardProps = {
  sportId: 201,
  homeName: '울산',
  awayName: '전북',
  scoreHome: 2,
  scoreAway: 1,
  period: 2,
  periods: [
    { number: 1, home: 1, away: 1, isFinished: true },
    { number: 2, home: 1, away: 0, isFinished: false },
  ],
  redCards: { home: 0, away: 2 },
};

const cells = (html: string) =>
  [...html.matchAll(/<t[hd][^>]*>(.*?)<\/t[hd]>/g)].map((match) => match[1]!.replace(/<[^>]+>/g, ''));

describe('LiveScoreboard', () => {
  it('when a soccer match is in the second half, then the halves, the total and the current half show', () => {
    const html = renderToStaticMarkup(<LiveScoreboard {...soccer} />);
    expect(cells(html)).toEqual(['팀', '전반', '후반', '합계', '울산', '1', '1', '2', '전북', '1', '0', '1']);
    expect(html).toContain('aria-current="true">후반</th>');
  });

  it('when a side has red cards, then one mark per card is labelled with the count', () => {
    const html = renderToStaticMarkup(<LiveScoreboard {...soccer} />);
    expect(html.match(/card-mark--red/g)).toHaveLength(2);
    expect(html).toContain('aria-label="퇴장 2"');
  });

  it('when a basketball game is in the second quarter, then the quarters not yet played show a dash', () => {
    const html = renderToStaticMarkup(
      <LiveScoreboard
        {...soccer}
        sportId={203}
        scoreHome={30}
        scoreAway={28}
        periods={[
          { number: 1, home: 20, away: 18, isFinished: true },
          { number: 2, home: 10, away: 10, isFinished: false },
        ]}
        redCards={null}
      />,
    );
    expect(cells(html)).toEqual([
      '팀',
      '1Q',
      '2Q',
      '3Q',
      '4Q',
      '합계',
      '울산',
      '20',
      '10',
      '-',
      '-',
      '30',
      '전북',
      '18',
      '10',
      '-',
      '-',
      '28',
    ]);
    expect(html).not.toContain('card-mark');
  });
});

describe('LiveTimeline', () => {
  const incidents: LiveIncident[] = [
    { kind: 'goal', period: 1, clockSeconds: 22 * 60 + 10, side: 1, score: { home: 1, away: 0 } },
    { kind: 'yellowCard', period: 1, clockSeconds: 30 * 60, side: 2, score: null },
    { kind: 'periodEnd', period: 1, clockSeconds: 2_820, side: null, score: { home: 1, away: 0 } },
  ];

  it('when the feed has events, then they list newest first with clock, words and score', () => {
    const html = renderToStaticMarkup(
      <LiveTimeline sportId={201} homeName="울산" awayName="전북" incidents={incidents} />,
    );
    const items = [...html.matchAll(/<li[^>]*>(.*?)<\/li>/g)].map((match) =>
      match[1]!
        .split(/<[^>]+>/)
        .filter(Boolean)
        .map((part) => part.replaceAll('&#x27;', "'")),
    );
    expect(items).toEqual([
      ['전반', '전반 종료', '1 : 0'],
      ["31'", '경고 · 전북'],
      ["23'", '득점 · 울산', '1 : 0'],
    ]);
  });

  it('when nothing has happened yet, then the empty state says so', () => {
    const html = renderToStaticMarkup(
      <LiveTimeline sportId={201} homeName="울산" awayName="전북" incidents={[]} />,
    );
    expect(html).toContain('아직 기록된 이벤트가 없습니다.');
  });
});
