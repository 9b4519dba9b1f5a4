import type { ServerResponse } from 'node:http';
import type { WebSocket } from 'ws';
import type { Receiver } from './sockjs-session.ts';

/** A websocket: every frame is one websocket text message. */
export class WebSocketReceiver implements Receiver {
  readonly kind = 'websocket';
  readonly #socket: WebSocket;

  constructor(socket: WebSocket) {
    this.#socket = socket;
  }

  get pendingBytes(): number {
    return this.#socket.bufferedAmount;
  }

  write(frame: string): boolean {
    if (this.#socket.readyState === this.#socket.OPEN) this.#socket.send(frame);
    return true;
  }

  end(): void {
    this.#socket.close(1000);
  }

  destroy(): void {
    this.#socket.terminate();
  }
}

// 2 KiB of 'h' before the first frame: some browsers hold back a streaming response's first bytes.
const streamingPrelude = `${'h'.repeat(2048)}\n`;

/** An xhr_streaming response: frames one per line until the response limit, then the client reopens. */
export class StreamingReceiver implements Receiver {
  readonly kind = 'xhr-streaming';
  readonly #response: ServerResponse;
  readonly #limitBytes: number;
  #written = 0;

  constructor(response: ServerResponse, limitBytes: number) {
    this.#response = response;
    this.#limitBytes = limitBytes;
    response.write(streamingPrelude);
  }

  get pendingBytes(): number {
    return this.#response.writableLength;
  }

  write(frame: string): boolean {
    if (this.#response.writableEnded || this.#response.destroyed) return false;
    this.#response.write(`${frame}\n`);
    this.#written += frame.length + 1;
    if (this.#written < this.#limitBytes) return true;
    this.#response.end();
    return false;
  }

  end(): void {
    this.#response.end();
  }

  destroy(): void {
    this.#response.destroy();
  }
}

/** An xhr poll: the response carries one frame and ends. */
export class PollingReceiver implements Receiver {
  readonly kind = 'xhr-polling';
  readonly #response: ServerResponse;

  constructor(response: ServerResponse) {
    this.#response = response;
  }

  get pendingBytes(): number {
    return this.#response.writableLength;
  }

  write(frame: string): boolean {
    if (!this.#response.writableEnded && !this.#response.destroyed) this.#response.end(`${frame}\n`);
    return false;
  }

  end(): void {
    this.#response.end();
  }

  destroy(): void {
    this.#response.destroy();
  }
}
