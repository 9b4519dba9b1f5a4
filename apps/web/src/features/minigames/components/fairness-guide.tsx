import '../fairness.css';
import { baccaratBetRtps, rouletteBetRtps } from '@hanpan/core/casino/table-rtp';
import { familyGuides } from '@hanpan/core/minigames/fairness-guide';
import { verificationStepsText } from '@hanpan/core/minigames/verification';
import { useMinigameGames } from '../api/minigames-api.ts';
import { FamilyFairness } from './family-fairness.tsx';
import { formatPercent } from './rtp-table.tsx';

/** The verification page's guide: the common steps, then each family's rules, example and RTP table. */
export function FairnessGuide({ gameType }: { gameType: number | undefined }) {
  const { data } = useMinigameGames();
  return (
    <div className="fair-guide" data-testid="fairness-guide">
      <section className="mg-verify__section" aria-label="검증 방법">
        <h2>검증 방법</h2>
        <ol className="mg-verify__steps">
          {verificationStepsText.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </section>
      <section className="mg-verify__section" aria-label="게임별 결과 계산과 환수율">
        <h2>게임별 결과 계산과 환수율(RTP)</h2>
        <p className="fair-guide__lead">
          위 7단계로 뽑은 수가 게임마다 어떻게 결과가 되는지, 그리고 마켓별 환수율입니다. 환수율은 모든 결과를
          빠짐없이 계산한 정확한 확률 × 배당(적특은 베팅금 환불)입니다.
        </p>
        <nav className="fair-guide__nav" aria-label="게임 목록">
          {familyGuides.map((guide) => (
            <a key={guide.family} href={`#fair-${guide.family}`}>
              {guide.title}
            </a>
          ))}
          <a href="#fair-casino">카지노 테이블</a>
        </nav>
        {familyGuides.map((guide) => (
          <FamilyFairness key={guide.family} guide={guide} games={data?.list} gameType={gameType} />
        ))}
        <CasinoTableRtp />
      </section>
    </div>
  );
}

/** The built-in casino's table bets and their exact RTP (the casino lists only the banker bet's). */
function CasinoTableRtp() {
  const tables = [
    { name: '바카라 (8덱, 뱅커 커미션 5%, 타이 8:1, 페어 11:1)', rtps: baccaratBetRtps() },
    { name: '유러피언 룰렛 (싱글 제로)', rtps: rouletteBetRtps() },
  ];
  return (
    <section
      className="fair-family"
      id="fair-casino"
      aria-label="카지노 테이블"
      data-testid="fairness-casino"
    >
      <h3>카지노 테이블 게임 환수율</h3>
      <p className="fair-family__games">
        카지노 라운드의 검증(서버 시드, 클라이언트 시드, 논스)은 게임 화면의 검증 버튼에서 합니다.
      </p>
      {tables.map((table) => (
        <div key={table.name} className="fair-scroll">
          <table className="fair-table">
            <caption>{table.name}</caption>
            <thead>
              <tr>
                <th scope="col">베팅</th>
                <th scope="col">RTP</th>
              </tr>
            </thead>
            <tbody>
              {table.rtps.map((bet) => (
                <tr key={bet.kind}>
                  <td>{bet.name}</td>
                  <td>
                    <b>{formatPercent(bet.rtp)}</b>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ))}
    </section>
  );
}
