/** Image kinds a board may hold: raster only (an SVG can carry script). */
export type BoardImageType = { extension: 'png' | 'jpg' | 'gif' | 'webp'; contentType: string };

const startsWith = (bytes: Uint8Array, prefix: number[], offset = 0) =>
  bytes.length >= offset + prefix.length && prefix.every((byte, index) => bytes[offset + index] === byte);
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/** The image kind the file's first bytes say (never the name or the claimed type), or null. */
export function sniffBoardImageType(bytes: Uint8Array): BoardImageType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) {
    return { extension: 'png', contentType: 'image/png' };
  }
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { extension: 'jpg', contentType: 'image/jpeg' };
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) {
    return { extension: 'gif', contentType: 'image/gif' };
  }
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) {
    return { extension: 'webp', contentType: 'image/webp' };
  }
  return null;
}

/** The content type of a stored image by its extension. */
export const boardImageContentTypes: Record<BoardImageType['extension'], string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
};
