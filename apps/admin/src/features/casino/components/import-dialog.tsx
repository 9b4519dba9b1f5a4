import { casinoCategoryText, casinoGameKindText } from '@hanpan/core/api/casino';
import type { StaffCasinoProviderView } from '@hanpan/core/api/staff-casino';
import {
  gameImportChangeText,
  gameImportText,
  type StaffCasinoImportPreview,
  type StaffCasinoImportPreviewBody,
} from '@hanpan/core/api/staff-casino-import';
import { useId, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { FormError } from '../../../components/form-error.tsx';
import { formatBp } from '../../../lib/report-figures.ts';
import { describeError, StaffCallError } from '../../../lib/staff-client.ts';
import { useConfirmGameImport } from '../api/confirm-import.ts';
import { usePreviewGameImport } from '../api/preview-import.ts';
import { importCountsText, importLineText, readImportFile } from '../game-import.ts';
import { ImportFormatHelp } from './import-format-help.tsx';

type ImportDialogProps = {
  provider: StaffCasinoProviderView;
  onClose: () => void;
  onDone: (message: string) => void;
};

type Source = StaffCasinoImportPreviewBody['source'];

const shownRows = 200;

/** 게임 가져오기: a provider's game list from a file or its list call, previewed, then imported with a reason. */
export function ImportDialog({ provider, onClose, onDone }: ImportDialogProps) {
  const fileId = useId();
  const previewCall = usePreviewGameImport();
  const confirmCall = useConfirmGameImport();
  const [from, setFrom] = useState<'file' | 'provider'>('file');
  const [source, setSource] = useState<Source | null>(null);
  const [preview, setPreview] = useState<StaffCasinoImportPreview | null>(null);
  const [message, setMessage] = useState<string | null>(null);

  async function runPreview(next: Source): Promise<void> {
    setSource(next);
    setPreview(null);
    setMessage(null);
    try {
      setPreview(await previewCall.mutateAsync({ providerId: provider.id, source: next }));
    } catch (error) {
      setMessage(describeError(error));
    }
  }

  async function chooseFile(file: File | undefined): Promise<void> {
    if (!file) return;
    const reading = readImportFile(file, await file.text());
    if (!reading.ok) {
      setSource(null);
      setPreview(null);
      setMessage(reading.message);
      return;
    }
    await runPreview(reading.source);
  }

  async function confirm(reason: string): Promise<void> {
    if (!source || !preview) throw new StaffCallError(2, '먼저 게임 목록을 불러와 미리보기를 확인해 주세요.');
    if (preview.errors.length > 0) throw new StaffCallError(2, gameImportText.hasErrors);
    const reply = await confirmCall.mutateAsync({ providerId: provider.id, source, reason });
    onDone(`${reply.message} (${importCountsText(reply.counts)})`);
  }

  const format = source?.kind === 'file' ? source.format : 'json';
  return (
    <ConfirmDialog
      title="게임 목록 가져오기"
      testId="casino-import-dialog"
      confirmLabel="가져오기"
      reasonLabel="가져오기 사유"
      onConfirm={confirm}
      onClose={onClose}
    >
      <p className="confirm-text">
        <strong>{provider.name}</strong> <span className="muted small">{provider.code}</span>
      </p>
      <fieldset className="casino-import-source">
        <legend>가져올 곳</legend>
        <label className="casino-check">
          <input type="radio" checked={from === 'file'} onChange={() => setFrom('file')} /> 파일 (JSON, CSV)
        </label>
        <label className="casino-check">
          <input
            type="radio"
            checked={from === 'provider'}
            disabled={!provider.gamesUrl}
            onChange={() => setFrom('provider')}
          />{' '}
          게임사 목록 호출 {provider.gamesUrl ? <code>{provider.gamesUrl}</code> : '(게임 목록 주소 없음)'}
        </label>
      </fieldset>
      {from === 'file' ? (
        <div className="field">
          <label htmlFor={fileId}>게임 목록 파일 (최대 2MB, 5,000개)</label>
          <input
            id={fileId}
            type="file"
            accept=".json,.csv,application/json,text/csv"
            onChange={(event) => void chooseFile(event.target.files?.[0])}
          />
        </div>
      ) : (
        <button
          type="button"
          className="btn btn--sm"
          disabled={previewCall.isPending}
          onClick={() => void runPreview({ kind: 'provider' })}
        >
          게임사 목록 불러오기
        </button>
      )}
      <ImportFormatHelp />
      {previewCall.isPending && <p className="muted small">미리보기를 만드는 중…</p>}
      <FormError message={message} />
      {preview && <PreviewTable preview={preview} format={format} />}
    </ConfirmDialog>
  );
}

function PreviewTable({ preview, format }: { preview: StaffCasinoImportPreview; format: 'json' | 'csv' }) {
  return (
    <div className="casino-import-preview" data-testid="casino-import-preview">
      <p className="small">
        <strong>미리보기</strong> {importCountsText(preview.counts)}
      </p>
      {preview.errors.length > 0 && (
        <ul className="casino-import-errors" data-testid="casino-import-errors">
          {preview.errors.map((error) => (
            <li key={`${error.line}-${error.message}`}>
              {importLineText(error.line, format)}: {error.message}
            </li>
          ))}
        </ul>
      )}
      <div className="casino-import-rows">
        <table className="table table--compact">
          <thead>
            <tr>
              <th scope="col">구분</th>
              <th scope="col">게임 ID</th>
              <th scope="col">이름</th>
              <th scope="col">로비</th>
              <th scope="col">종류</th>
              <th scope="col" className="num">
                RTP
              </th>
            </tr>
          </thead>
          <tbody>
            {preview.rows.slice(0, shownRows).map((row) => (
              <tr key={row.code} data-testid={`casino-import-row-${row.code}`}>
                <td>
                  <span className={`status status--${row.change === 'unchanged' ? 'disabled' : 'active'}`}>
                    {gameImportChangeText[row.change]}
                  </span>
                </td>
                <td className="casino-id">{row.code}</td>
                <td>{row.name}</td>
                <td>{casinoCategoryText[row.category]}</td>
                <td>{casinoGameKindText[row.kind]}</td>
                <td className="num">{formatBp(row.rtpBp)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {preview.rows.length > shownRows && (
          <p className="muted small">외 {(preview.rows.length - shownRows).toLocaleString('ko-KR')}개</p>
        )}
      </div>
    </div>
  );
}
