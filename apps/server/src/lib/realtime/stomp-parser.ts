import { isUnescapedCommand, type StompFrame, StompProtocolError, unescapeHeader } from './stomp-frame.ts';

/** Limits the parser enforces while reading. */
export type StompParserLimits = {
  /** Largest frame (command, headers and body) in bytes. */
  maxFrameBytes: number;
  /** Most header lines in one frame. */
  maxHeaders: number;
};

const LF = 0x0a;
const CR = 0x0d;
const NUL = 0x00;
const empty = Buffer.alloc(0);
const utf8 = new TextDecoder('utf-8', { fatal: true });

const decode = (bytes: Buffer): string => {
  try {
    return utf8.decode(bytes);
  } catch {
    throw new StompProtocolError('Invalid UTF-8 in frame headers');
  }
};

/** A line without its EOL (`\n` or `\r\n`), and where the next line starts; null while incomplete. */
const readLine = (buffer: Buffer, start: number): { line: Buffer; next: number } | null => {
  const lf = buffer.indexOf(LF, start);
  if (lf === -1) return null;
  const end = lf > start && buffer[lf - 1] === CR ? lf - 1 : lf;
  return { line: buffer.subarray(start, end), next: lf + 1 };
};

/**
 * Reads STOMP 1.2 frames from a byte stream: several frames in one chunk, a frame split over
 * chunks, EOL heart-beats between frames, `content-length` bodies (which may hold NULs) and
 * NUL-terminated ones. Bytes, not JS strings, because content-length counts UTF-8 octets.
 * Anything malformed or over the limits throws {@link StompProtocolError}.
 */
export class StompParser {
  readonly #limits: StompParserLimits;
  #buffer: Buffer = empty;

  constructor(limits: StompParserLimits) {
    this.#limits = limits;
  }

  /** Bytes held for a frame not complete yet. */
  get pendingBytes(): number {
    return this.#buffer.length;
  }

  /** Adds bytes and returns the frames they complete. */
  push(chunk: Buffer): StompFrame[] {
    this.#buffer = this.#buffer.length === 0 ? chunk : Buffer.concat([this.#buffer, chunk]);
    const frames: StompFrame[] = [];
    let position = 0;
    for (;;) {
      position = this.#skipHeartbeats(position);
      const frame = this.#readFrame(position);
      if (!frame) break;
      frames.push(frame.frame);
      position = frame.next;
    }
    this.#buffer = position >= this.#buffer.length ? empty : Buffer.from(this.#buffer.subarray(position));
    if (this.#buffer.length > this.#limits.maxFrameBytes) {
      throw new StompProtocolError(
        'Frame too large',
        `Frames are limited to ${this.#limits.maxFrameBytes} bytes`,
      );
    }
    return frames;
  }

  #skipHeartbeats(start: number): number {
    let position = start;
    const buffer = this.#buffer;
    while (position < buffer.length) {
      if (buffer[position] === LF) position += 1;
      else if (buffer[position] === CR && buffer[position + 1] === LF) position += 2;
      else break;
    }
    return position;
  }

  #readFrame(start: number): { frame: StompFrame; next: number } | null {
    const buffer = this.#buffer;
    const { maxFrameBytes, maxHeaders } = this.#limits;
    const commandLine = readLine(buffer, start);
    if (!commandLine) return null;
    const command = decode(commandLine.line);
    if (!/^[A-Z]{1,16}$/.test(command)) throw new StompProtocolError('Malformed frame', 'Bad command line');

    const headers = new Map<string, string>();
    let position = commandLine.next;
    let headerCount = 0;
    for (;;) {
      const headerLine = readLine(buffer, position);
      if (!headerLine) return null;
      position = headerLine.next;
      if (headerLine.line.length === 0) break;
      headerCount += 1;
      if (headerCount > maxHeaders) throw new StompProtocolError('Too many headers', `At most ${maxHeaders}`);
      const text = decode(headerLine.line);
      const colon = text.indexOf(':');
      if (colon <= 0) throw new StompProtocolError('Malformed frame', 'Header line without a name and colon');
      const isRaw = isUnescapedCommand(command);
      const name = isRaw ? text.slice(0, colon) : unescapeHeader(text.slice(0, colon));
      const value = isRaw ? text.slice(colon + 1) : unescapeHeader(text.slice(colon + 1));
      if (!headers.has(name)) headers.set(name, value);
    }

    const bodyStart = position;
    const declared = headers.get('content-length');
    let bodyEnd: number;
    if (declared !== undefined) {
      if (!/^\d{1,9}$/.test(declared)) throw new StompProtocolError('Malformed frame', 'Bad content-length');
      const length = Number(declared);
      if (bodyStart - start + length + 1 > maxFrameBytes) {
        throw new StompProtocolError('Frame too large', `Frames are limited to ${maxFrameBytes} bytes`);
      }
      if (buffer.length < bodyStart + length + 1) return null;
      bodyEnd = bodyStart + length;
      if (buffer[bodyEnd] !== NUL)
        throw new StompProtocolError('Malformed frame', 'Body longer than content-length');
    } else {
      bodyEnd = buffer.indexOf(NUL, bodyStart);
      if (bodyEnd === -1) return null;
    }
    if (bodyEnd + 1 - start > maxFrameBytes) {
      throw new StompProtocolError('Frame too large', `Frames are limited to ${maxFrameBytes} bytes`);
    }
    const body = Buffer.from(buffer.subarray(bodyStart, bodyEnd));
    return { frame: { command, headers, body }, next: bodyEnd + 1 };
  }
}
