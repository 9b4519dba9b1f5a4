/** The game list format, shown where staff choose the file (the README documents the same). */
export function ImportFormatHelp() {
  return (
    <details className="casino-import-help">
      <summary>파일 형식 안내</summary>
      <ul className="small">
        <li>
          <code>id</code> 게임 ID (영문, 숫자, - _ . :, 100자 이내) · <code>name</code> 한글 게임 이름 ·{' '}
          <code>kind</code> casino 또는 slot (로비) · <code>rtp</code> 환수율 % (예: 96.5)
        </li>
        <li>
          선택: <code>thumbnail</code> 썸네일 https 주소 · <code>category</code> 게임 유형 (baccarat,
          roulette, blackjack, slot-classic, slot-lines, slot-free-spins). 카지노 게임은 category가 필요하고,
          슬롯은 없으면 비디오 슬롯입니다.
        </li>
        <li>
          JSON: <code>{'[{"id":"sl-1","name":"슬롯","kind":"slot","rtp":96.5}]'}</code> 또는{' '}
          <code>{'{"games": [...]}'}</code>
        </li>
        <li>
          CSV: 첫 줄 <code>id,name,kind,rtp,thumbnail,category</code>
        </li>
        <li>
          같은 게임 ID는 이름·유형·RTP·썸네일만 갱신되고 운영 여부, 로비, 순서는 그대로 유지됩니다. 최대 2MB,
          5,000개.
        </li>
      </ul>
    </details>
  );
}
