import { fileURLToPath } from 'node:url';

/** e2e/.tmp/: server log and failure screenshots (ignored by git through `.tmp/`). */
export const tmpDir = fileURLToPath(new URL('../.tmp/', import.meta.url));
