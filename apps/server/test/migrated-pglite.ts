import { openAsBlob } from 'node:fs';
import { inject } from 'vitest';

let dump: Promise<Blob> | null = null;

/**
 * The data directory of a PGlite already migrated to the latest schema, made once per run by
 * test/global-setup.ts; undefined on PostgreSQL runs (and when the setup did not run), where each
 * test database is migrated from empty.
 */
export function migratedPGliteDump(): Promise<Blob> | undefined {
  const file = inject('migratedPGliteDump');
  if (!file) return undefined;
  dump ??= openAsBlob(file);
  return dump;
}
