/**
 * Each virtual market's short Korean name, the same for every event: the model's own names carry the
 * event's line ('핸디캡 (홈 -0.5)'), which differs between events. The results' paid prices and the
 * staff's daily report use these.
 */
export const virtualMarketShortNames: Readonly<Record<string, string>> = {
  win: '단승',
  place: '연승',
  forecast: '쌍승',
  'reverse-forecast': '복승',
  tricast: '삼쌍승',
  '1x2': '승무패',
  winner: '승패',
  'over-under': '언더오버',
  handicap: '핸디캡',
  'both-score': '양팀 득점',
  'correct-score': '정확한 스코어',
};
