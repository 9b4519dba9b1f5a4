import {
  type GameImportChange,
  gameImportFormatOf,
  gameImportLimits,
  gameImportText,
  type StaffCasinoImportPreviewBody,
} from '@hanpan/core/api/staff-casino-import';

/** Shown when the chosen file is neither .json nor .csv. */
export const badFileTypeMessage = 'JSON(.json) 또는 CSV(.csv) 파일을 선택해 주세요.';

/** A chosen file as the import's source, or the Korean reason it cannot be sent (the server parses it). */
export function readImportFile(
  file: { name: string; size: number },
  text: string,
): { ok: true; source: StaffCasinoImportPreviewBody['source'] } | { ok: false; message: string } {
  const format = gameImportFormatOf(file.name);
  if (!format) return { ok: false, message: badFileTypeMessage };
  if (file.size > gameImportLimits.maxBytes) return { ok: false, message: gameImportText.tooLarge };
  return { ok: true, source: { kind: 'file', format, content: text } };
}

/** A preview's counts in a line, e.g. '신규 1 · 변경 1 · 동일 1 · 오류 0'. */
export function importCountsText(counts: Record<GameImportChange, number> & { errors?: number }): string {
  const parts = [`신규 ${counts.new}`, `변경 ${counts.changed}`, `동일 ${counts.unchanged}`];
  if (counts.errors !== undefined) parts.push(`오류 ${counts.errors}`);
  return parts.join(' · ');
}

/** Where a refused line is: 'N번째 줄' (CSV), 'N번째 항목' (JSON) or '파일 전체'. */
export function importLineText(line: number, format: 'json' | 'csv'): string {
  if (line === 0) return '파일 전체';
  return format === 'csv' ? `${line}번째 줄` : `${line}번째 항목`;
}
