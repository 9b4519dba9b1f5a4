/** A STOMP frame: command, headers (first occurrence wins, STOMP 1.2 section "Repeated Header Entries"), body. */
export type StompFrame = {
  command: string;
  headers: Map<string, string>;
  body: Buffer;
};

/** Headers of an outgoing frame, in order. */
export type OutgoingHeaders = ReadonlyArray<readonly [string, string]>;

/** A frame the peer sent that breaks the protocol or our limits; the connection gets ERROR and closes. */
export class StompProtocolError extends Error {
  constructor(
    /** Short text for the ERROR frame's `message` header. */
    readonly summary: string,
    /** Longer explanation for the ERROR frame's body. */
    readonly details = '',
  ) {
    super(summary);
    this.name = 'StompProtocolError';
  }
}

const escapes: Record<string, string> = { '\\': '\\\\', '\r': '\\r', '\n': '\\n', ':': '\\c' };
const unescapes: Record<string, string> = { '\\\\': '\\', '\\r': '\r', '\\n': '\n', '\\c': ':' };

/** STOMP 1.2 header escaping (not applied to CONNECT / CONNECTED frames). */
export function escapeHeader(value: string): string {
  return value.replace(/[\\\r\n:]/g, (c) => escapes[c] ?? c);
}

/** Reverses {@link escapeHeader}; any other backslash sequence is a protocol error (STOMP 1.2). */
export function unescapeHeader(value: string): string {
  return value.replace(/\\(.?)/g, (sequence) => {
    const plain = unescapes[sequence];
    if (plain === undefined) throw new StompProtocolError('Invalid header escape', `Sequence ${sequence}`);
    return plain;
  });
}

/** True for the frames whose headers are never escaped (STOMP 1.2, "Value Encoding"). */
export function isUnescapedCommand(command: string): boolean {
  return command === 'CONNECT' || command === 'CONNECTED';
}

/**
 * Writes a frame as the text one SockJS message carries. A body gets `content-length` in UTF-8
 * bytes, so a NUL inside the body can never end the frame early on the client.
 */
export function serializeFrame(command: string, headers: OutgoingHeaders, body = ''): string {
  const shouldEscape = !isUnescapedCommand(command);
  let text = `${command}\n`;
  for (const [name, value] of headers) {
    text += shouldEscape ? `${escapeHeader(name)}:${escapeHeader(value)}\n` : `${name}:${value}\n`;
  }
  if (body !== '') text += `content-length:${Buffer.byteLength(body)}\n`;
  return `${text}\n${body}\0`;
}

/** A body serialized once per publish and shared by every MESSAGE frame it becomes. */
export type PreparedBody = {
  text: string;
  /** UTF-8 length of the body (content-length). */
  bytes: number;
  /**
   * The MESSAGE frame after its message-id (content headers, body, NUL) as the tail of a JSON
   * string literal: the closing quote, no opening one.
   */
  encodedTail: string;
};
