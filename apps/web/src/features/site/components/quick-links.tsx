import { Link } from 'react-router';

type QuickLink = { to: string; title: string; caption: string; tone: string };

const quickLinks: QuickLink[] = [
  { to: '/event/main', title: '프리매치', caption: '경기 전 베팅', tone: 'green' },
  { to: '/event/main_inplay', title: '인플레이', caption: '실시간 경기', tone: 'red' },
  { to: '/casino/skyhub/casino', title: '라이브 테이블', caption: '바카라 · 룰렛', tone: 'violet' },
  { to: '/casino/skyhub/slot', title: '슬롯머신', caption: '다양한 슬롯', tone: 'amber' },
  { to: '/games/main', title: '미니 게임', caption: '파워볼 · 사다리', tone: 'sky' },
  { to: '/games/main?sportId=111', title: '버추얼', caption: '가상 축구 · 경마', tone: 'teal' },
];

/** The shortcut cards on the home page. */
export function QuickLinks() {
  return (
    <nav className="quick-links" aria-label="바로가기">
      {quickLinks.map((link) => (
        <Link key={link.to} to={link.to} className={`quick-link quick-link--${link.tone}`}>
          <span className="quick-link__title">{link.title}</span>
          <span className="quick-link__caption">{link.caption}</span>
        </Link>
      ))}
    </nav>
  );
}
