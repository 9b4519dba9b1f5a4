import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { boardImageNamePattern, boardImageUrlPrefix } from '@hanpan/core/api/staff-boards';
import { type BoardImageType, boardImageContentTypes } from './image-type.ts';

/** The public path of a stored board image. */
export const boardImagePath = (name: string) => `${boardImageUrlPrefix}${name}`;

/** Board images on disk under `dir` (DATA_DIR/uploads/boards). */
export function createBoardImageStore(dir: string) {
  return {
    /** Writes the image under a new random name and returns the name. */
    async save(bytes: Uint8Array, type: BoardImageType): Promise<string> {
      await mkdir(dir, { recursive: true });
      const name = `${randomBytes(16).toString('hex')}.${type.extension}`;
      // 'wx': never overwrite a file already there.
      await writeFile(path.join(dir, name), bytes, { flag: 'wx' });
      return name;
    },

    /** A stored image and its content type, or null when the name is not one of ours or is gone. */
    async read(name: string): Promise<{ bytes: Buffer; contentType: string } | null> {
      const match = boardImageNamePattern.exec(name);
      if (!match) return null;
      const extension = match[1] as BoardImageType['extension'];
      try {
        return {
          bytes: await readFile(path.join(dir, name)),
          contentType: boardImageContentTypes[extension],
        };
      } catch {
        return null;
      }
    },
  };
}

/** Where board images live. */
export type BoardImageStore = ReturnType<typeof createBoardImageStore>;
