// Image bytes for the board upload tests: the upload reads the type from the file's first bytes.

/** A file the upload takes for a PNG: the PNG signature followed by 64 bytes. */
export const tinyPng = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 1),
]);
