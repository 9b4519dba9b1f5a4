import '../rules.css';
import { type RuleMessageType, ruleMessageTypes, ruleMessageTypeText } from '@hanpan/core/api/boards';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ErrorState } from '../../../components/error-state.tsx';
import { PageFrame } from '../../../components/page-frame.tsx';
import { RichText } from '../../../components/rich-text.tsx';
import { SkeletonLines } from '../../../components/skeleton-lines.tsx';
import { useRules } from '../api/get-rules.ts';

function messageTypeOf(value: string | null): RuleMessageType {
  const type = Number(value);
  return ruleMessageTypes.find((known) => known === type) ?? 1;
}

const sectionId = (id: number) => `rule-${id}`;

/** /board/rules?messageType=1|2|3: the site's terms, sports betting rules and mini-game rules, with contents. */
export function RulesPage() {
  const [params] = useSearchParams();
  const messageType = messageTypeOf(params.get('messageType'));
  const { data, isPending, isError, refetch } = useRules(messageType);

  return (
    <PageFrame title="이용규정">
      <div className="tabs" role="tablist" aria-label="규정 종류">
        {ruleMessageTypes.map((type) => (
          <Link
            key={type}
            role="tab"
            aria-selected={type === messageType}
            className="tabs__tab"
            to={`/board/rules?messageType=${type}`}
          >
            {ruleMessageTypeText[type]}
          </Link>
        ))}
      </div>
      {isPending && <SkeletonLines count={6} label="규정을 불러오는 중" />}
      {isError && <ErrorState message="규정을 불러오지 못했습니다." onRetry={() => void refetch()} />}
      {data && data.list.length === 0 && <EmptyState>등록된 규정이 없습니다.</EmptyState>}
      {data && data.list.length > 0 && (
        <>
          <nav className="rules-toc" aria-label="목차">
            <h2 className="rules-toc__title">목차</h2>
            <ol>
              {data.list.map((page) => (
                <li key={page.id}>
                  <button
                    type="button"
                    className="rules-toc__link"
                    onClick={() => document.getElementById(sectionId(page.id))?.scrollIntoView()}
                  >
                    {page.title}
                  </button>
                </li>
              ))}
            </ol>
          </nav>
          {data.list.map((page) => (
            <section key={page.id} id={sectionId(page.id)} className="rules-section" aria-label={page.title}>
              <h2 className="rules-section__title">{page.title}</h2>
              <RichText html={page.text} />
            </section>
          ))}
        </>
      )}
    </PageFrame>
  );
}
