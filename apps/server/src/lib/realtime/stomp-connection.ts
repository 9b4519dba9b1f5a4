import { memberConnectionHeader } from '@hanpan/core/api/realtime';
import {
  type ConnectionHost,
  type ConnectionIdentity,
  closeCodes,
  type MessageTransport,
} from './connection-host.ts';
import { parseDestination } from './destinations.ts';
import { negotiateHeartbeats } from './heart-beats.ts';
import type { RealtimeLimits } from './realtime-limits.ts';
import { encodeJsonString } from './sockjs-session.ts';
import {
  escapeHeader,
  type PreparedBody,
  type StompFrame,
  StompProtocolError,
  serializeFrame,
} from './stomp-frame.ts';
import { StompParser } from './stomp-parser.ts';
import { Subscriptions } from './subscriptions.ts';

const serverHeaderName = 'Hanpan/1';

/** One client's STOMP 1.2 session on top of one SockJS session. */
export class StompConnection {
  readonly transport: MessageTransport;
  readonly identity: ConnectionIdentity;
  readonly openedAt: number;
  #state: 'awaitingConnect' | 'connected' | 'closed' = 'awaitingConnect';
  readonly #limits: RealtimeLimits;
  readonly #host: ConnectionHost;
  readonly #parser: StompParser;
  readonly #subscriptions = new Subscriptions();
  readonly #encodedHeads = new Map<string, string>();
  #lastReceivedAt: number;
  #lastSentAt: number;
  #outgoingMs = 0;
  #incomingMs = 0;
  #framesInWindow = 0;
  #windowStartedAt: number;
  #messageCount = 0;

  constructor(
    transport: MessageTransport,
    identity: ConnectionIdentity,
    limits: RealtimeLimits,
    host: ConnectionHost,
    now: number,
  ) {
    this.transport = transport;
    this.identity = identity;
    this.#limits = limits;
    this.#host = host;
    this.#parser = new StompParser({ maxFrameBytes: limits.maxFrameBytes, maxHeaders: limits.maxHeaders });
    this.openedAt = now;
    this.#lastReceivedAt = now;
    this.#lastSentAt = now;
    this.#windowStartedAt = now;
  }

  /** One SockJS message from the client: any number of frames and heart-beats. */
  receive(text: string, now: number): void {
    if (this.#state === 'closed') return;
    this.#lastReceivedAt = now;
    let frames: StompFrame[];
    try {
      frames = this.#parser.push(Buffer.from(text, 'utf8'));
    } catch (error) {
      this.#failWith(error);
      return;
    }
    this.#framesInWindow += frames.length;
    if (this.#framesInWindow > this.#limits.maxFramesPerWindow) {
      this.fail(
        'Too many frames',
        `At most ${this.#limits.maxFramesPerWindow} per ${this.#limits.frameWindowMs} ms`,
      );
      return;
    }
    for (const frame of frames) {
      if (this.#isClosed()) return;
      try {
        this.#handle(frame);
      } catch (error) {
        this.#failWith(error, frame);
      }
    }
  }

  /**
   * Sends a MESSAGE to every subscription of this connection on `destination`. Only the
   * message-id is new per frame: the rest comes encoded, the head from this subscription's cache
   * and the tail (content headers and body) once per publish.
   */
  deliver(destination: string, body: PreparedBody): void {
    const ids = this.#subscriptions.idsOn(destination);
    if (!ids || this.#state !== 'connected') return;
    for (const id of ids) {
      this.#messageCount += 1;
      this.#lastSentAt = Date.now();
      // The SockJS session id is [A-Za-z0-9_-] (checked): nothing in the message-id needs escaping.
      this.transport.sendEncoded(
        `${this.#encodedHead(id, destination)}${this.transport.id}-${this.#messageCount}${body.encodedTail}`,
      );
      if (this.#isClosed()) return;
    }
  }

  /** Housekeeping: CONNECT timeout, heart-beats both ways, the frame-rate window. */
  tick(now: number): void {
    if (this.#state === 'closed') return;
    if (this.#state === 'awaitingConnect') {
      if (now - this.openedAt >= this.#limits.connectTimeoutMs) this.fail('CONNECT timeout');
      return;
    }
    if (now - this.#windowStartedAt >= this.#limits.frameWindowMs) {
      this.#windowStartedAt = now;
      this.#framesInWindow = 0;
    }
    // Twice the promised interval plus a tick, as a client waits for ours (stompjs: 2x).
    const silenceLimit = this.#incomingMs * 2 + this.#limits.tickMs;
    if (this.#incomingMs > 0 && now - this.#lastReceivedAt > silenceLimit) {
      this.end(closeCodes.heartbeatTimeout, 'Heart-beat timeout');
      return;
    }
    if (this.#outgoingMs > 0 && now - this.#lastSentAt >= this.#outgoingMs - this.#limits.tickMs) {
      this.#send('\n');
    }
  }

  /** Sends ERROR (STOMP 1.2: the server then closes) and closes. */
  fail(summary: string, details = '', cause?: StompFrame): void {
    if (this.#state === 'closed') return;
    const headers: [string, string][] = [['message', summary]];
    const receipt = cause?.headers.get('receipt');
    if (receipt !== undefined) headers.push(['receipt-id', receipt]);
    headers.push(['content-type', 'text/plain']);
    this.#send(serializeFrame('ERROR', headers, details || summary));
    this.end(closeCodes.protocolError, summary);
  }

  /** Ends the connection after what was already sent (the transport flushes, then closes). */
  end(code: number, reason: string): void {
    if (this.#state === 'closed') return;
    this.#state = 'closed';
    this.#host.ended(this, reason);
    this.transport.close(code, reason);
  }

  /** The transport went away (client closed, network, cut off). */
  transportClosed(reason: string): void {
    if (this.#state === 'closed') return;
    this.#state = 'closed';
    this.#host.ended(this, reason);
  }

  /** Destinations this connection is subscribed to. */
  destinations(): IterableIterator<string> {
    return this.#subscriptions.destinations();
  }

  // MESSAGE up to the message-id value, as an unterminated JSON string literal.
  #encodedHead(id: string, destination: string): string {
    let head = this.#encodedHeads.get(id);
    if (head === undefined) {
      const text = `MESSAGE\ndestination:${escapeHeader(destination)}\nsubscription:${escapeHeader(id)}\nmessage-id:`;
      head = encodeJsonString(text).slice(0, -1);
      this.#encodedHeads.set(id, head);
    }
    return head;
  }

  // A method, not a field read: sending may close the connection (a slow client cut off).
  #isClosed(): boolean {
    return this.#state === 'closed';
  }

  #send(text: string): void {
    this.#lastSentAt = Date.now();
    this.transport.send(text);
  }

  #failWith(error: unknown, frame?: StompFrame): void {
    if (error instanceof StompProtocolError) this.fail(error.summary, error.details, frame);
    else throw error;
  }

  #receipt(frame: StompFrame): void {
    const receipt = frame.headers.get('receipt');
    if (receipt !== undefined) this.#send(serializeFrame('RECEIPT', [['receipt-id', receipt]]));
  }

  #required(frame: StompFrame, name: string): string {
    const value = frame.headers.get(name);
    if (value === undefined || value === '') {
      throw new StompProtocolError('Malformed frame', `${frame.command} needs a ${name} header`);
    }
    return value;
  }

  #handle(frame: StompFrame): void {
    const { command } = frame;
    if (command === 'CONNECT' || command === 'STOMP') {
      this.#connect(frame);
      return;
    }
    if (this.#state !== 'connected') throw new StompProtocolError('Expected CONNECT', `Got ${command}`);
    switch (command) {
      case 'SUBSCRIBE':
        this.#subscribe(frame);
        return;
      case 'UNSUBSCRIBE':
        this.#unsubscribe(frame);
        return;
      case 'SEND': {
        const destination = this.#required(frame, 'destination');
        if (!this.#host.received(this, destination, frame.body)) {
          throw new StompProtocolError('Cannot send to destination', destination);
        }
        this.#receipt(frame);
        return;
      }
      // Every subscription is ack:auto; acknowledgements have nothing to do.
      case 'ACK':
      case 'NACK':
        this.#receipt(frame);
        return;
      case 'DISCONNECT':
        this.#receipt(frame);
        this.end(closeCodes.normal, 'Client disconnected');
        return;
      case 'BEGIN':
      case 'COMMIT':
      case 'ABORT':
        throw new StompProtocolError('Transactions are not supported');
      default:
        throw new StompProtocolError('Unknown command', command);
    }
  }

  #connect(frame: StompFrame): void {
    if (this.#state !== 'awaitingConnect') throw new StompProtocolError('Already connected');
    const versions = (frame.headers.get('accept-version') ?? '1.0').split(',').map((v) => v.trim());
    if (!versions.includes('1.2')) {
      throw new StompProtocolError('Unsupported protocol version', 'Supported protocol versions are 1.2');
    }
    const ours = this.#limits.heartbeatMs;
    const periods = negotiateHeartbeats(
      frame.headers.get('heart-beat'),
      ours,
      this.#limits.maxClientHeartbeatMs,
    );
    this.#outgoingMs = periods.outgoingMs;
    this.#incomingMs = periods.incomingMs;
    this.#state = 'connected';
    this.#send(
      serializeFrame('CONNECTED', [
        ['version', '1.2'],
        ['heart-beat', `${ours},${ours}`],
        ['server', serverHeaderName],
        [memberConnectionHeader, this.identity ? '1' : '0'],
      ]),
    );
    this.#host.connected(this);
  }

  #subscribe(frame: StompFrame): void {
    const id = this.#required(frame, 'id');
    const destination = this.#required(frame, 'destination');
    if (this.#subscriptions.has(id)) throw new StompProtocolError('Duplicate subscription id', id);
    if (this.#subscriptions.size >= this.#limits.maxSubscriptions) {
      throw new StompProtocolError('Too many subscriptions', `At most ${this.#limits.maxSubscriptions}`);
    }
    const parsed = parseDestination(destination);
    if (!parsed) throw new StompProtocolError('Forbidden destination', destination);
    if (parsed.kind === 'userQueue' && !this.identity) {
      throw new StompProtocolError('Forbidden destination', `${destination} needs a logged-in member`);
    }
    if (this.#subscriptions.add(id, destination)) this.#host.subscribed(this, destination);
    this.#receipt(frame);
  }

  #unsubscribe(frame: StompFrame): void {
    const id = this.#required(frame, 'id');
    this.#encodedHeads.delete(id);
    const lastOn = this.#subscriptions.remove(id);
    if (lastOn !== null) this.#host.unsubscribed(this, lastOn);
    this.#receipt(frame);
  }
}
