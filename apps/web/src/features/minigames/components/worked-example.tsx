import type { WorkedExample } from '@hanpan/core/minigames/fairness-example';

/** A family's worked example: the fixed inputs, the first block and every integer with what it became. */
export function WorkedExampleView({ example }: { example: WorkedExample }) {
  const [block] = example.blocks;
  return (
    <div className="fair-example" data-testid="fairness-example">
      <h4>계산 예시</h4>
      <dl className="fair-example__inputs">
        <dt>시드</dt>
        <dd>
          <code>{example.seed}</code>
        </dd>
        <dt>메시지 (블록 0)</dt>
        <dd>
          <code>{block?.message}</code>
        </dd>
        <dt>블록 0 = HMAC-SHA256</dt>
        <dd>
          <code>{block?.hex}</code>
        </dd>
        {example.blocks.length > 1 && (
          <>
            <dt>사용한 블록</dt>
            <dd>{`0-${example.blocks.length - 1} (${example.blocks.length}개)`}</dd>
          </>
        )}
      </dl>
      <div className="fair-scroll">
        <table className="fair-table fair-table--draws">
          <thead>
            <tr>
              <th scope="col">#</th>
              <th scope="col">n</th>
              <th scope="col">읽은 정수</th>
              <th scope="col">수</th>
              <th scope="col">계산</th>
            </tr>
          </thead>
          <tbody>
            {example.draws.map((draw, index) => (
              <tr key={`${index}-${draw.value}`}>
                <td>{index + 1}</td>
                <td>{draw.n}</td>
                <td>{draw.chunks.join(', ')}</td>
                <td>
                  <b>{draw.value}</b>
                </td>
                <td className="fair-table__note">{draw.note}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="fair-example__outcome" data-testid="fairness-example-outcome">
        결과: {example.outcome}
      </p>
    </div>
  );
}
