import { EventEmitter } from 'node:events';
import type { ServerResponse } from 'node:http';
import type { StaffCounts } from '@hanpan/core/api/staff-events';

/** A stand-in for an event stream's ServerResponse that records what was written ('written' on each). */
export class RecordingResponse extends EventEmitter {
  writableEnded = false;
  destroyed = false;
  writableLength = 0;
  readonly written: string[] = [];
  writeHead() {
    return this;
  }
  write(text: string) {
    this.written.push(text);
    this.emit('written');
    return true;
  }
  end() {
    this.writableEnded = true;
    this.emit('close');
    return this;
  }
  destroy() {
    this.destroyed = true;
    this.emit('close');
    return this;
  }
  /** The counts events written so far. */
  counts(): StaffCounts[] {
    return this.written
      .filter((text) => text.startsWith('event: counts\n'))
      .map((text) => JSON.parse(text.split('data: ')[1]!) as StaffCounts);
  }
  /** This, typed as the response the hub takes. */
  asResponse(): ServerResponse {
    return this as unknown as ServerResponse;
  }
}
