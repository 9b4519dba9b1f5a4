// Preloaded (node --import) into a server the browser suite starts for a test that must cross a KST
// midnight (shifted-server.ts): the whole process, its embedded PGlite included, reads the time as the
// real time plus the milliseconds in the file E2E_CLOCK_OFFSET_FILE names. The test moves the clock by
// rewriting the file; it is re-read every 50 ms. Nothing of the server knows about it.
import { readFileSync } from 'node:fs';

const offsetFile = process.env.E2E_CLOCK_OFFSET_FILE;
if (!offsetFile) throw new Error('shifted-clock-preload: E2E_CLOCK_OFFSET_FILE is not set');

const RealDate = Date;
let offsetMs = 0;

function readOffset() {
  const text = readFileSync(offsetFile, 'utf8').trim();
  // A write in progress can leave the file empty for a moment: keep the last offset.
  if (text !== '') offsetMs = Number(text);
}

readOffset();
setInterval(readOffset, 50).unref();

const shiftedNow = () => RealDate.now() + offsetMs;

globalThis.Date = new Proxy(RealDate, {
  construct(target, args, newTarget) {
    return Reflect.construct(target, args.length === 0 ? [shiftedNow()] : args, newTarget);
  },
  // Date() called without new returns the current time as text.
  apply() {
    return new RealDate(shiftedNow()).toString();
  },
  get(target, key, receiver) {
    return key === 'now' ? shiftedNow : Reflect.get(target, key, receiver);
  },
});
