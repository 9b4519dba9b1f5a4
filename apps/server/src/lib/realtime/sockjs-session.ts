import { closeCodes, type MessageTransport } from './connection-host.ts';

/** Where a session's frames go: a websocket, or the pending xhr-streaming / xhr-polling response. */
export interface Receiver {
  readonly kind: 'websocket' | 'xhr-streaming' | 'xhr-polling';
  /** Writes one SockJS frame; false when the receiver is done after it (a poll, a full stream). */
  write(frame: string): boolean;
  /** Bytes written but not yet taken by the network. */
  readonly pendingBytes: number;
  /** Finishes the response / closes the socket after what was written. */
  end(): void;
  /** Drops the connection at once (a client that reads too slowly). */
  destroy(): void;
}

/** The settings a session reads. */
export type SessionOptions = {
  maxBufferedBytes: number;
  sockjsHeartbeatMs: number;
  disconnectDelayMs: number;
};

/** What a session asks of its server. */
export type SessionHooks = {
  /** Flushes the session's queue once the current burst of messages is queued (see FrameCoalescer). */
  scheduleFlush(session: SockjsSession): void;
  /** Called once when the session closes (it may linger a while for late requests). */
  ended(session: SockjsSession): void;
};

const noHooks: SessionHooks = {
  scheduleFlush: (session) => session.flush(),
  ended: () => {},
};

// Queued bytes that are flushed without waiting for the end of the turn.
const flushNowBytes = 64 * 1024;

// Characters browsers mangle in xhr-streaming text; sockjs escapes the same set.
const unsafeCharacters = /[\u200c-\u200f\u2028-\u202f\u2060-\u206f\ufff0-\uffff]/g;

/**
 * A message as a JSON string literal, escaped the way sockjs escapes it. JSON escaping works
 * character by character, so the encodings of two texts concatenate (less the quotes between)
 * to the encoding of the joined text: a published body is encoded once for all subscribers.
 */
export function encodeJsonString(text: string): string {
  return JSON.stringify(text).replace(
    unsafeCharacters,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** A SockJS 'c' frame. */
export function encodeClose(code: number, reason: string): string {
  return `c${JSON.stringify([code, reason])}`;
}

/**
 * One SockJS session (sockjs-protocol 0.3.3): opens with 'o', carries 'a' message frames and 'h'
 * heart-beats, ends with 'c'. Messages wait in a queue until the server flushes it (all messages of
 * one turn of the event loop go out as one 'a' frame) or while no receiver is attached (between two
 * xhr requests); a client whose queue and socket buffer pass `maxBufferedBytes` is cut off (close
 * code 4003), so a slow reader costs bounded memory and never holds up anyone else's delivery.
 */
export class SockjsSession implements MessageTransport {
  readonly id: string;
  /** The hash of the session cookie at the handshake: later xhr requests must carry the same one. */
  readonly bindingKey: string | null;
  kind: string;
  onMessage: (text: string) => void = () => {};
  onClose: (reason: string) => void = () => {};
  #receiver: Receiver | null = null;
  #queue: string[] = [];
  #queueBytes = 0;
  #isOpened = false;
  #closeFrame: string | null = null;
  #closedAt = 0;
  #lastWriteAt = Date.now();
  #detachedAt = Date.now();
  readonly #options: SessionOptions;
  readonly #hooks: SessionHooks;

  constructor(
    id: string,
    bindingKey: string | null,
    kind: Receiver['kind'],
    options: SessionOptions,
    hooks: SessionHooks = noHooks,
  ) {
    this.id = id;
    this.bindingKey = bindingKey;
    this.kind = kind;
    this.#options = options;
    this.#hooks = hooks;
  }

  /** Bytes held for this client: queued here plus written to its socket but not yet sent. */
  get bufferedBytes(): number {
    return this.#queueBytes + (this.#receiver?.pendingBytes ?? 0);
  }

  /** True once closed; the session lingers to tell late requests with its close frame. */
  get isClosed(): boolean {
    return this.#closeFrame !== null;
  }

  /** When the session closed (0 while open). */
  get closedAt(): number {
    return this.#closedAt;
  }

  /** Attaches a receiver: the first gets 'o', later ones the queued messages, a closed session 'c'. */
  attach(receiver: Receiver): void {
    if (this.#closeFrame !== null) {
      if (receiver.write(this.#closeFrame)) receiver.end();
      return;
    }
    if (this.#receiver) {
      if (receiver.write(encodeClose(2010, 'Another connection still open'))) receiver.end();
      return;
    }
    this.#receiver = receiver;
    if (!this.#isOpened) {
      this.#isOpened = true;
      this.#write('o');
      return;
    }
    this.#flush();
  }

  /** Detaches a receiver whose request ended (the client will send the next one). */
  detach(receiver: Receiver): void {
    if (this.#receiver !== receiver) return;
    this.#receiver = null;
    this.#detachedAt = Date.now();
  }

  /** Queues one message; it goes out with the others of this turn if a receiver is attached. */
  send(message: string): void {
    this.sendEncoded(encodeJsonString(message));
  }

  /** {@link send} for a message already encoded by {@link encodeJsonString}. */
  sendEncoded(encoded: string): void {
    if (this.#closeFrame !== null) return;
    this.#queue.push(encoded);
    this.#queueBytes += encoded.length;
    if (this.#receiver) {
      // A big burst leaves at once: a fast reader's socket takes it, and no frame grows unbounded.
      if (this.#queueBytes >= flushNowBytes) this.#flush();
      else this.#hooks.scheduleFlush(this);
    }
    if (this.bufferedBytes > this.#options.maxBufferedBytes) {
      this.abort('Slow consumer', encodeClose(closeCodes.slowConsumer, 'Slow consumer'));
    }
  }

  /** Writes the queued messages as one 'a' frame (the server's coalescer calls it). */
  flush(): void {
    if (this.#closeFrame === null) this.#flush();
  }

  /** Messages from the client (the decoded 'a'-array of a websocket message or xhr_send body). */
  receive(messages: string[]): void {
    for (const message of messages) {
      if (this.#closeFrame !== null) return;
      this.onMessage(message);
    }
  }

  /** Sends what is queued, then 'c', and ends; later requests for this id get the same 'c'. */
  close(code: number, reason: string): void {
    if (this.#closeFrame !== null) return;
    this.#closeFrame = encodeClose(code, reason);
    this.#closedAt = Date.now();
    const receiver = this.#receiver;
    if (receiver) {
      this.#flush();
      if (this.#receiver === receiver && receiver.write(this.#closeFrame)) receiver.end();
      this.#receiver = null;
    }
    this.#finish(reason);
  }

  /**
   * Drops the connection without a goodbye (the client vanished or reads too slowly); a late xhr
   * request of the session gets `closeFrame`.
   */
  abort(reason: string, closeFrame = encodeClose(1002, 'Connection interrupted')): void {
    if (this.#closeFrame !== null) return;
    this.#closeFrame = closeFrame;
    this.#closedAt = Date.now();
    this.#receiver?.destroy();
    this.#receiver = null;
    this.#finish(reason);
  }

  // A closed session lingers (disconnect delay) holding only its close frame, not the connection.
  #finish(reason: string): void {
    this.#queue = [];
    this.#queueBytes = 0;
    const onClose = this.onClose;
    this.onMessage = () => {};
    this.onClose = () => {};
    this.#hooks.ended(this);
    onClose(reason);
  }

  /** SockJS heart-beat on an idle receiver; closes a session nobody came back for. */
  tick(now: number): void {
    if (this.#closeFrame !== null) return;
    if (this.#receiver) {
      if (now - this.#lastWriteAt >= this.#options.sockjsHeartbeatMs) this.#write('h');
    } else if (now - this.#detachedAt >= this.#options.disconnectDelayMs) {
      this.abort('Transport closed');
    }
  }

  #flush(): void {
    if (!this.#receiver || this.#queue.length === 0) return;
    const frame = `a[${this.#queue.join(',')}]`;
    this.#queue = [];
    this.#queueBytes = 0;
    this.#write(frame);
  }

  #write(frame: string): void {
    const receiver = this.#receiver;
    if (!receiver) return;
    this.#lastWriteAt = Date.now();
    if (!receiver.write(frame)) this.detach(receiver);
  }
}
