import { describe, expect, it } from 'vitest';
import { isTrade360EventsMessage, parseTrade360 } from './messages.ts';

const oddsMessage = {
  Header: {
    Type: 3,
    MsgId: 'm-1',
    MsgSeq: 7,
    CreationDate: '2026-11-21T12:00:00Z',
    ServerTimestamp: 1_763_726_400_000,
  },
  Body: {
    Events: [
      {
        FixtureId: 13_000_001,
        Markets: [
          {
            Id: 1,
            Name: '1X2',
            Bets: [
              {
                Id: '77000000000001',
                Name: '1',
                Status: 1,
                StartPrice: '2.10',
                Price: '1.95',
                LastUpdate: '2026-11-21T11:59:00Z',
              },
            ],
          },
        ],
      },
    ],
  },
};

describe('parseTrade360', () => {
  it('when an odds message is valid, then it parses with its fixture, market and bet', () => {
    const parsed = parseTrade360(JSON.stringify(oddsMessage));
    expect(parsed).toEqual({ ok: true, message: oddsMessage });
  });

  it('when the feed adds fields we do not know, then they are kept and the message still parses', () => {
    const withExtras = {
      ...oddsMessage,
      Header: { ...oddsMessage.Header, NewHeaderField: 'x' },
      Body: { Events: [{ ...oddsMessage.Body.Events[0], Extra: { A: 1 } }] },
    };
    const parsed = parseTrade360(JSON.stringify(withExtras));
    expect(parsed.ok && parsed.message.Header).toMatchObject({ NewHeaderField: 'x' });
  });

  it('when numbers come as strings and 64-bit bet ids as numbers, then they read as numbers and exact id text', () => {
    const json = `{"Header":{"Type":"2","MsgId":123,"MsgSeq":"8"},"Body":{"Events":[{"FixtureId":"13000002",
      "Livescore":{"Scoreboard":{"Status":"2","CurrentPeriod":"10","Time":"2700","Results":[{"Position":"1","Value":2}]},
      "Periods":[{"Type":"10","IsFinished":"true","Results":[]}]},
      "Markets":[{"Id":"3","Bets":[{"Id":18446744073709551557,"Name":"1","Status":"1","Price":1.5,"Line":-1.25}]}]}]}}`;
    const parsed = parseTrade360(json);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok || !isTrade360EventsMessage(parsed.message)) throw new Error('expected an events message');
    const [event] = parsed.message.Body.Events;
    expect(parsed.message.Header).toMatchObject({ Type: 2, MsgId: '123', MsgSeq: 8 });
    expect(event?.FixtureId).toBe(13_000_002);
    expect(event?.Livescore?.Scoreboard).toMatchObject({
      Status: 2,
      CurrentPeriod: 10,
      Time: 2700,
      Results: [{ Position: '1', Value: '2' }],
    });
    expect(event?.Livescore?.Periods[0]?.IsFinished).toBe(true);
    expect(event?.Markets?.[0]?.Bets[0]).toMatchObject({
      Id: '18446744073709551557',
      Price: '1.5',
      Line: '-1.25',
    });
  });

  it.each([
    ['not JSON at all', 'hello', 'invalid JSON'],
    ['cut off JSON', '{"Header":{"Type":3', 'invalid JSON'],
    ['no header', '{"Body":{}}', 'invalid header'],
    ['a header without MsgId', '{"Header":{"Type":3},"Body":{}}', 'invalid header'],
    ['a type that is not a number', '{"Header":{"Type":"odds","MsgId":"a"},"Body":{}}', 'invalid header'],
    ['a type we do not know', '{"Header":{"Type":99,"MsgId":"a"},"Body":{}}', 'unsupported message type 99'],
    [
      'events that are not a list',
      '{"Header":{"Type":3,"MsgId":"a"},"Body":{"Events":{}}}',
      'invalid body of type 3',
    ],
    [
      'a bet without a price',
      '{"Header":{"Type":3,"MsgId":"a"},"Body":{"Events":[{"FixtureId":1,"Markets":[{"Id":1,"Bets":[{"Id":"1","Name":"1","Status":1}]}]}]}}',
      'invalid body of type 3',
    ],
    [
      'a fixture id with letters',
      '{"Header":{"Type":2,"MsgId":"a"},"Body":{"Events":[{"FixtureId":"12a"}]}}',
      'invalid body of type 2',
    ],
    ['JSON null', 'null', 'invalid header'],
  ])('when the message is %s, then it is refused with a reason and nothing throws', (_name, json, reason) => {
    const parsed = parseTrade360(json);
    expect(parsed.ok).toBe(false);
    expect(!parsed.ok && parsed.reason).toContain(reason);
  });

  it('when the header names its id MsgGuid (as LSports SDKs do), then it is read as MsgId', () => {
    const parsed = parseTrade360('{"Header":{"Type":32,"MsgGuid":"g-1","ServerTimestamp":1},"Body":{}}');
    expect(parsed).toMatchObject({ ok: true, message: { Header: { MsgId: 'g-1', MsgGuid: 'g-1' } } });
  });

  it('when keep-alive and heartbeat messages arrive, then they parse with their bodies', () => {
    const keepAlive = parseTrade360(
      '{"Header":{"Type":31,"MsgId":"k"},"Body":{"KeepAlive":{"ActiveEvents":[1,"2"],"ProviderId":8}}}',
    );
    expect(keepAlive).toMatchObject({
      ok: true,
      message: { Body: { KeepAlive: { ActiveEvents: [1, 2], ProviderId: 8 } } },
    });
    const heartbeat = parseTrade360(
      '{"Header":{"Type":32,"MsgId":"h"},"Body":{"Heartbeat":{"Timestamp":"1763726400000"}}}',
    );
    expect(heartbeat).toMatchObject({
      ok: true,
      message: { Body: { Heartbeat: { Timestamp: 1_763_726_400_000 } } },
    });
  });
});
