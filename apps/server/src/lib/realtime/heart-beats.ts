import { StompProtocolError } from './stomp-frame.ts';

/** Negotiated heart-beat periods in ms; 0 means none that way. */
export type HeartbeatPeriods = { outgoingMs: number; incomingMs: number };

/**
 * STOMP 1.2 heart-beat negotiation from the client's `heart-beat: cx,cy` and our offer (the same
 * period both ways). We send every max(ours, cy) when the client wants them; we expect the
 * client's every max(ours, cx), never rarer than `maxClientMs`. The max keeps a client asking
 * for a beat every millisecond from costing us anything.
 */
export function negotiateHeartbeats(header: string | undefined, oursMs: number, maxClientMs: number) {
  let clientSends = 0;
  let clientWants = 0;
  if (header !== undefined) {
    const match = /^(\d{1,9}),(\d{1,9})$/.exec(header.trim());
    if (!match) throw new StompProtocolError('Malformed frame', 'heart-beat must be "cx,cy"');
    clientSends = Number(match[1]);
    clientWants = Number(match[2]);
  }
  const periods: HeartbeatPeriods = {
    outgoingMs: clientWants === 0 ? 0 : Math.max(oursMs, clientWants),
    incomingMs: clientSends === 0 ? 0 : Math.min(Math.max(oursMs, clientSends), maxClientMs),
  };
  return periods;
}
