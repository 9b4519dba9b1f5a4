import { describe, expect, it } from 'vitest';
import { negotiateHeartbeats } from './heart-beats.ts';
import { escapeHeader, StompProtocolError, serializeFrame, unescapeHeader } from './stomp-frame.ts';
import { StompParser } from './stomp-parser.ts';

const limits = { maxFrameBytes: 1024, maxHeaders: 8 };
const parse = (...chunks: string[]) => {
  const parser = new StompParser(limits);
  return chunks.flatMap((chunk) => parser.push(Buffer.from(chunk, 'utf8')));
};
const summary = (frames: ReturnType<typeof parse>) =>
  frames.map((f) => ({
    command: f.command,
    headers: Object.fromEntries(f.headers),
    body: f.body.toString(),
  }));

describe('STOMP parser', () => {
  it('when several frames and heart-beats come in one chunk, then each frame is read', () => {
    const frames = parse(
      '\n\r\nCONNECT\naccept-version:1.2\n\n\0\nSUBSCRIBE\nid:1\ndestination:/topic/a\n\n\0\n',
    );
    expect(summary(frames)).toEqual([
      { command: 'CONNECT', headers: { 'accept-version': '1.2' }, body: '' },
      { command: 'SUBSCRIBE', headers: { id: '1', destination: '/topic/a' }, body: '' },
    ]);
  });

  it('when a frame is split across chunks (even inside a UTF-8 character), then it is read once whole', () => {
    const bytes = Buffer.from('SEND\ndestination:/app/x\n\n한판\0', 'utf8');
    const parser = new StompParser(limits);
    const frames = [...bytes].flatMap((byte) => parser.push(Buffer.from([byte])));
    expect(summary(frames)).toEqual([{ command: 'SEND', headers: { destination: '/app/x' }, body: '한판' }]);
  });

  it('when content-length is given, then the body may hold NULs and is counted in bytes', () => {
    const body = '가\0나';
    const frames = parse(`SEND\ndestination:/app/x\ncontent-length:${Buffer.byteLength(body)}\n\n${body}\0`);
    expect(frames[0]?.body.toString()).toBe(body);
  });

  it('when lines end with CRLF, then they read like LF', () => {
    expect(summary(parse('SUBSCRIBE\r\nid:1\r\ndestination:/topic/a\r\n\r\n\0'))[0]?.headers).toEqual({
      id: '1',
      destination: '/topic/a',
    });
  });

  it('when a header repeats, then the first value wins (STOMP 1.2)', () => {
    expect(parse('SUBSCRIBE\nid:1\nid:2\ndestination:/topic/a\n\n\0')[0]?.headers.get('id')).toBe('1');
  });

  it('when headers are escaped, then they are unescaped, except in CONNECT', () => {
    const frames = parse('SEND\ndestination:/app/a\\cb\\n\\\\\n\n\0CONNECT\nlogin:a\\cb\n\n\0');
    expect(frames[0]?.headers.get('destination')).toBe('/app/a:b\n\\');
    expect(frames[1]?.headers.get('login')).toBe('a\\cb');
  });

  it.each([
    ['an unknown escape', 'SEND\ndestination:/a\\t\n\n\0', 'Invalid header escape'],
    ['a header without a colon', 'SEND\ndestination\n\n\0', 'Malformed frame'],
    ['a lowercase command', 'send\n\n\0', 'Malformed frame'],
    ['a body longer than content-length', 'SEND\ncontent-length:1\n\nab\0', 'Malformed frame'],
    ['a bad content-length', 'SEND\ncontent-length:-1\n\n\0', 'Malformed frame'],
    ['too many headers', `SEND\n${'a:1\n'.repeat(9)}\n\0`, 'Too many headers'],
    ['a frame over the size limit', `SEND\n\n${'x'.repeat(2000)}\0`, 'Frame too large'],
    ['an unterminated frame over the limit', `SEND\n\n${'x'.repeat(2000)}`, 'Frame too large'],
    ['a content-length over the limit', 'SEND\ncontent-length:5000\n\n', 'Frame too large'],
  ])('when a frame has %s, then the parser refuses it', (_name, text, expected) => {
    const attempt = () => parse(text);
    expect(attempt).toThrow(StompProtocolError);
    expect(attempt).toThrow(expected);
  });

  it('when header bytes are not UTF-8, then the parser refuses the frame', () => {
    const bytes = Buffer.concat([Buffer.from('SEND\nd:'), Buffer.from([0xff, 0xfe]), Buffer.from('\n\n\0')]);
    expect(() => new StompParser(limits).push(bytes)).toThrow('Invalid UTF-8');
  });

  it('when a frame is incomplete, then nothing is returned yet and the bytes wait', () => {
    const parser = new StompParser(limits);
    expect(parser.push(Buffer.from('SEND\ndestination:/app/x\n\nabc'))).toEqual([]);
    expect(parser.pendingBytes).toBeGreaterThan(0);
    expect(parser.push(Buffer.from('\0'))).toHaveLength(1);
    expect(parser.pendingBytes).toBe(0);
  });
});

describe('STOMP frame writer', () => {
  it('when a frame is serialized and parsed back, then headers and body survive', () => {
    const text = serializeFrame('MESSAGE', [['destination', '/topic/a:b\n\\c']], '{"a":"한판\\u0000"}');
    const [frame] = parse(text);
    expect(frame?.headers.get('destination')).toBe('/topic/a:b\n\\c');
    expect(frame?.headers.get('content-length')).toBe(String(Buffer.byteLength('{"a":"한판\\u0000"}')));
    expect(frame?.body.toString()).toBe('{"a":"한판\\u0000"}');
  });

  it('when CONNECTED is written, then its headers are not escaped', () => {
    expect(serializeFrame('CONNECTED', [['heart-beat', '4000,4000']])).toBe(
      'CONNECTED\nheart-beat:4000,4000\n\n\0',
    );
  });

  it('escapes and unescapes the four STOMP 1.2 sequences', () => {
    expect(escapeHeader('a:b\r\n\\')).toBe('a\\cb\\r\\n\\\\');
    expect(unescapeHeader('a\\cb\\r\\n\\\\')).toBe('a:b\r\n\\');
  });
});

describe('heart-beat negotiation', () => {
  it.each([
    [undefined, { outgoingMs: 0, incomingMs: 0 }],
    ['0,0', { outgoingMs: 0, incomingMs: 0 }],
    ['4000,4000', { outgoingMs: 4000, incomingMs: 4000 }],
    ['1,1', { outgoingMs: 4000, incomingMs: 4000 }],
    ['10000,0', { outgoingMs: 0, incomingMs: 10_000 }],
    ['999999999,20000', { outgoingMs: 20_000, incomingMs: 60_000 }],
  ])('when the client says %s, then we send and expect %o', (header, expected) => {
    expect(negotiateHeartbeats(header, 4000, 60_000)).toEqual(expected);
  });

  it('when the header is not "cx,cy", then it is refused', () => {
    expect(() => negotiateHeartbeats('4000', 4000, 60_000)).toThrow(StompProtocolError);
  });
});
