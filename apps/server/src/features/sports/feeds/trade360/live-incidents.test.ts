import { describe, expect, it } from 'vitest';
import { lsportsIncidentType, readIncidents } from './live-incidents.ts';
import type { Trade360Period } from './messages.ts';

const goalAt = (seconds: number, position: '1' | '2') => ({
  IncidentType: lsportsIncidentType.goal,
  Seconds: seconds,
  ParticipantPosition: position,
  Results: [
    { Position: '1', Value: '0' },
    { Position: '2', Value: '0' },
  ],
});

/** One period with its goals in the order given. */
const periodWith = (incidents: ReturnType<typeof goalAt>[]): Trade360Period =>
  ({ Type: 1, IsFinished: false, Results: [], Incidents: incidents }) as unknown as Trade360Period;

describe('readIncidents', () => {
  it('when a soccer period lists goals out of order, then the timeline runs up the clock', () => {
    const timeline = readIncidents(201, [periodWith([goalAt(900, '2'), goalAt(300, '1')])], [1]);
    expect(timeline.map((incident) => incident.clockSeconds)).toEqual([300, 900]);
  });

  it('when an ice hockey period lists goals out of order, then the timeline runs down its countdown clock', () => {
    const timeline = readIncidents(205, [periodWith([goalAt(300, '2'), goalAt(900, '1')])], [1]);
    expect(timeline.map((incident) => incident.clockSeconds)).toEqual([900, 300]);
  });
});
