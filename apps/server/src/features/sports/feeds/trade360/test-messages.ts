import { randomUUID } from 'node:crypto';
import type {
  Trade360Bet,
  Trade360EventsMessage,
  Trade360Fixture,
  Trade360Livescore,
  Trade360Market,
  Trade360Message,
} from './messages.ts';
import { trade360Type } from './messages.ts';

// Builders of TRADE360 messages for the adapter's tests (the shapes LSports sends).

/** Header options a test may set; MsgId defaults to a fresh id, MsgSeq to the next number. */
export type HeaderOptions = { msgId?: string; msgSeq?: number; creationDate?: string };

let nextSeq = 1;

const headerOf = (type: Trade360EventsMessage['Header']['Type'], options: HeaderOptions) => ({
  Type: type,
  MsgId: options.msgId ?? randomUUID(),
  MsgSeq: options.msgSeq ?? nextSeq++,
  CreationDate: options.creationDate ?? new Date().toISOString(),
  ServerTimestamp: Date.now(),
});

/** Fixture metadata of a football match in the K League unless told otherwise. */
export function fixtureOf(overrides: Partial<Trade360Fixture> = {}): Trade360Fixture {
  return {
    Sport: { Id: 6046, Name: 'Football' },
    Location: { Id: 215, Name: 'South Korea' },
    League: { Id: 9001, Name: 'K League 1' },
    StartDate: '2026-12-01T10:00:00Z',
    LastUpdate: '2026-11-21T00:00:00Z',
    Status: 1,
    Participants: [
      { Id: 501, Name: 'Ulsan HD', Position: '1' },
      { Id: 502, Name: 'Jeonbuk Motors', Position: '2' },
    ],
    ...overrides,
  };
}

/** One bet; open at the given price unless told otherwise. */
export function betOf(
  id: string,
  name: string,
  price: string,
  overrides: Partial<Trade360Bet> = {},
): Trade360Bet {
  return { Id: id, Name: name, Status: 1, StartPrice: price, Price: price, ...overrides };
}

/** A market with its bets. */
export function marketOf(id: number, bets: Trade360Bet[], name = `market ${id}`): Trade360Market {
  return { Id: id, Name: name, Bets: bets };
}

/** A type 1 message for one fixture. */
export function fixtureMessage(fixtureId: number, fixture: Trade360Fixture, options: HeaderOptions = {}) {
  return eventsMessage(trade360Type.fixtureMetadata, [{ FixtureId: fixtureId, Fixture: fixture }], options);
}

/** A type 2 message for one fixture. */
export function livescoreMessage(
  fixtureId: number,
  livescore: Trade360Livescore,
  options: HeaderOptions = {},
) {
  return eventsMessage(trade360Type.livescore, [{ FixtureId: fixtureId, Livescore: livescore }], options);
}

/** A type 3 (odds) or 35 (settlements) message for one fixture. */
export function marketsMessage(
  fixtureId: number,
  markets: Trade360Market[],
  options: HeaderOptions & { type?: typeof trade360Type.markets | typeof trade360Type.settlements } = {},
) {
  return eventsMessage(
    options.type ?? trade360Type.markets,
    [{ FixtureId: fixtureId, Markets: markets }],
    options,
  );
}

/** Any message carrying events. */
export function eventsMessage(
  type: Trade360EventsMessage['Header']['Type'],
  events: Trade360EventsMessage['Body']['Events'],
  options: HeaderOptions = {},
): Trade360Message {
  return { Header: headerOf(type, options), Body: { Events: events } };
}

/** A keep-alive naming the fixtures still covered. */
export function keepAliveMessage(activeEvents: number[]): Trade360Message {
  return {
    Header: { Type: trade360Type.keepAlive, MsgId: randomUUID(), CreationDate: new Date().toISOString() },
    Body: { KeepAlive: { ActiveEvents: activeEvents } },
  };
}
