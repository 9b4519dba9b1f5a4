import { SPORT_IDS, sportName } from '@hanpan/core/sports/sports';
import type { BetLimitsForm } from '../bet-limits-form.ts';
import { CellInput, FieldError, RemoveCell, RuleTableFieldset } from './form-parts.tsx';

/** What a rule table edits: its rows, the form's errors, and how a row changes. */
type RuleRowsProps<Row> = {
  rows: readonly Row[];
  errors: Readonly<Record<string, string>>;
  update: (index: number, change: Partial<Row>) => void;
  remove: (index: number) => void;
  add: () => void;
};

type SportRuleRow = BetLimitsForm['sportRules'][number];
type LeagueRuleRow = BetLimitsForm['leagueRules'][number];

/** 종목별 마감 · 라이브 대기: per-sport cut-off minutes and in-play delay seconds. */
export function SportRulesFieldset({ rows, errors, update, remove, add }: RuleRowsProps<SportRuleRow>) {
  return (
    <RuleTableFieldset
      title="종목별 마감 · 라이브 대기"
      hint="목록에 없는 종목은 위의 기본값을 씁니다."
      testId="sport-rules"
      columns={['종목', '경기 시작 전 마감 (분)', '라이브 대기 (초)']}
      addLabel="종목 추가"
      onAdd={add}
    >
      {rows.map((row, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place; the sport may change.
        <tr key={index}>
          <td data-label="종목">
            <select
              className="input input--sm"
              aria-label="종목"
              value={row.sportId}
              onChange={(event) => update(index, { sportId: event.target.value })}
            >
              {SPORT_IDS.map((sportId) => (
                <option key={sportId} value={String(sportId)}>
                  {sportName(sportId)}
                </option>
              ))}
            </select>
            <FieldError id={`sport-${index}`} error={errors[`sport.${index}`]} />
          </td>
          <td data-label="마감 (분)">
            <CellInput
              label={`${sportName(Number(row.sportId))} 마감 (분)`}
              value={row.cutoffMinutes}
              onChange={(value) => update(index, { cutoffMinutes: value })}
            />
          </td>
          <td data-label="라이브 대기 (초)">
            <CellInput
              label={`${sportName(Number(row.sportId))} 라이브 대기 (초)`}
              value={row.inplayDelaySeconds}
              onChange={(value) => update(index, { inplayDelaySeconds: value })}
            />
          </td>
          <RemoveCell onRemove={() => remove(index)} />
        </tr>
      ))}
    </RuleTableFieldset>
  );
}

/** 리그별 제한: per-league minimum folders and stake cap (code 16). */
export function LeagueRulesFieldset({ rows, errors, update, remove, add }: RuleRowsProps<LeagueRuleRow>) {
  return (
    <RuleTableFieldset
      title="리그별 제한"
      hint="이 리그의 선택이 포함된 베팅에 적용됩니다. 최대 베팅금액 빈칸은 사이트 한도."
      testId="league-rules"
      columns={['리그 번호', '리그 이름', '최소 폴더 수', '최대 베팅금액 (원)']}
      addLabel="리그 추가"
      onAdd={add}
    >
      {rows.map((row, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place; the league id may change.
        <tr key={index}>
          <td data-label="리그 번호">
            <CellInput
              label="리그 번호"
              value={row.leagueId}
              onChange={(value) => update(index, { leagueId: value })}
            />
            <FieldError id={`league-${index}`} error={errors[`league.${index}`]} />
          </td>
          <td data-label="리그 이름">
            <CellInput
              label="리그 이름"
              isNumeric={false}
              maxLength={100}
              value={row.label}
              onChange={(value) => update(index, { label: value })}
            />
          </td>
          <td data-label="최소 폴더 수">
            <CellInput
              label="최소 폴더 수"
              value={row.minFolderCount}
              onChange={(value) => update(index, { minFolderCount: value })}
            />
          </td>
          <td data-label="최대 베팅금액 (원)">
            <CellInput
              label="최대 베팅금액"
              placeholder="사이트 한도"
              value={row.maxBetCash}
              onChange={(value) => update(index, { maxBetCash: value })}
            />
          </td>
          <RemoveCell onRemove={() => remove(index)} />
        </tr>
      ))}
    </RuleTableFieldset>
  );
}
