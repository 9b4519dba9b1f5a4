import { z } from 'zod';

/** TRADE360 message types (Header.Type) this service understands. */
export const trade360Type = {
  fixtureMetadata: 1,
  livescore: 2,
  markets: 3,
  keepAlive: 31,
  heartbeat: 32,
  settlements: 35,
  snapshot: 36,
} as const;

// The feed sends some numbers as strings ("Time": "2700") and sometimes numbers where it documents strings.
const feedInt = z.union([
  z.number().int(),
  z
    .string()
    .trim()
    .regex(/^-?\d+$/)
    .transform(Number),
]);
const feedNumber = z.union([
  z.number(),
  z
    .string()
    .trim()
    .regex(/^-?\d+(\.\d+)?$/)
    .transform(Number),
]);
// Ids and decimal values are kept as text: bet ids are 64-bit, prices are parsed to integers x100 later.
const feedText = z.union([z.string(), z.number().transform(String)]);
const feedBool = z.union([z.boolean(), z.enum(['true', 'false']).transform((value) => value === 'true')]);

const idNameSchema = z.looseObject({ Id: feedInt, Name: z.string().optional() });

const headerObjectSchema = z.looseObject({
  Type: feedInt,
  MsgId: feedText,
  MsgSeq: feedInt.optional(),
  CreationDate: z.string().optional(),
  ServerTimestamp: feedNumber.optional(),
});

/**
 * Header common to every TRADE360 message. LSports' own SDKs call the message id `MsgGuid`; either
 * name is read into `MsgId`.
 */
export const trade360HeaderSchema = z.preprocess((value) => {
  if (typeof value !== 'object' || value === null || 'MsgId' in value || !('MsgGuid' in value)) return value;
  return { ...value, MsgId: value.MsgGuid };
}, headerObjectSchema);
/** Header common to every TRADE360 message. */
export type Trade360Header = z.infer<typeof headerObjectSchema>;

/** A participant (team / player) of a fixture; Position "1" is home, "2" is away. */
export const trade360ParticipantSchema = z.looseObject({
  Id: feedInt,
  Name: z.string(),
  Position: feedText,
});

/** Fixture metadata: sport, location, league, start time, status, participants. */
export const trade360FixtureSchema = z.looseObject({
  Sport: idNameSchema,
  Location: idNameSchema.optional(),
  League: idNameSchema,
  StartDate: z.string(),
  LastUpdate: z.string().optional(),
  Status: feedInt,
  Participants: z.array(trade360ParticipantSchema).default([]),
});
/** Fixture metadata. */
export type Trade360Fixture = z.infer<typeof trade360FixtureSchema>;

/** One result line of a scoreboard or period. */
export const trade360ResultSchema = z.looseObject({ Position: feedText, Value: feedText });

// Incidents and statistics are read loosely (live-incidents.ts): a malformed entry is dropped there,
// never a reason to refuse the live score.
const looseList = z.array(z.unknown()).optional().catch(undefined);

/** A period of a live fixture (half, quarter, inning...), with its incidents (goals, cards). */
export const trade360PeriodSchema = z.looseObject({
  Type: feedInt,
  IsFinished: feedBool.optional(),
  IsConfirmed: feedBool.optional(),
  Results: z.array(trade360ResultSchema).default([]),
  /** { IncidentType, Seconds, ParticipantPosition, Results }, read by live-incidents.ts. */
  Incidents: looseList,
});
/** A period of a live fixture. */
export type Trade360Period = z.infer<typeof trade360PeriodSchema>;

/** The live scoreboard: status, current period, clock in seconds, totals. */
export const trade360ScoreboardSchema = z.looseObject({
  Status: feedInt,
  CurrentPeriod: feedInt.optional(),
  Time: feedInt.optional(),
  Results: z.array(trade360ResultSchema).default([]),
});

/** Live score of a fixture. */
export const trade360LivescoreSchema = z.looseObject({
  Scoreboard: trade360ScoreboardSchema.optional(),
  Periods: z.array(trade360PeriodSchema).default([]),
  /** { Type, Results by Position }, read by live-incidents.ts (red cards). */
  Statistics: looseList,
});
/** Live score of a fixture. */
export type Trade360Livescore = z.infer<typeof trade360LivescoreSchema>;

/** Bet status: 1 open, 2 suspended, 3 settled. */
export const trade360BetStatus = { open: 1, suspended: 2, settled: 3 } as const;

/** Settlement values of a settled bet. */
export const trade360Settlement = {
  cancelled: -1,
  loser: 1,
  winner: 2,
  refund: 3,
  halfLost: 4,
  halfWon: 5,
} as const;

/** One selectable outcome of a market, with its price as a decimal string. */
export const trade360BetSchema = z.looseObject({
  Id: feedText,
  Name: feedText,
  Line: feedText.optional(),
  BaseLine: feedText.optional(),
  Status: feedInt,
  StartPrice: feedText.optional(),
  Price: feedText,
  Settlement: feedInt.optional(),
  LastUpdate: z.string().optional(),
  ProviderBetId: feedText.optional(),
});
/** One selectable outcome of a market. */
export type Trade360Bet = z.infer<typeof trade360BetSchema>;

/** A market (1X2, under/over, handicap...) of a fixture with its bets. */
export const trade360MarketSchema = z.looseObject({
  Id: feedInt,
  Name: z.string().optional(),
  /**
   * Why the market is suspended (core SUSPEND_REASONS code). The built-in feed's field; a real feed may
   * omit it, and an unknown value reads as none (suspendReasonOf).
   */
  SuspensionReason: z.unknown().optional(),
  Bets: z.array(trade360BetSchema).default([]),
});
/** A market of a fixture. */
export type Trade360Market = z.infer<typeof trade360MarketSchema>;

/** One fixture's part of a message: any of fixture metadata, live score and markets. */
export const trade360EventSchema = z.looseObject({
  FixtureId: feedInt,
  Fixture: trade360FixtureSchema.optional(),
  Livescore: trade360LivescoreSchema.optional(),
  Markets: z.array(trade360MarketSchema).optional(),
});
/** One fixture's part of a message. */
export type Trade360Event = z.infer<typeof trade360EventSchema>;

/** Body of types 1, 2, 3, 35 and 36. */
export const trade360EventsBodySchema = z.looseObject({
  Events: z.array(trade360EventSchema).default([]),
});
/** Body of types 1, 2, 3, 35 and 36. */
export type Trade360EventsBody = z.infer<typeof trade360EventsBodySchema>;

/** Body of a keep-alive (type 31): the fixtures the provider still covers. */
export const trade360KeepAliveBodySchema = z.looseObject({
  KeepAlive: z
    .looseObject({
      ActiveEvents: z.array(feedInt).default([]),
      ProviderId: feedInt.optional(),
    })
    .optional(),
});
/** Body of a keep-alive. */
export type Trade360KeepAliveBody = z.infer<typeof trade360KeepAliveBodySchema>;

/** Body of a heartbeat (type 32). */
export const trade360HeartbeatBodySchema = z.looseObject({
  Heartbeat: z.looseObject({ Timestamp: feedNumber.optional() }).optional(),
});
/** Body of a heartbeat. */
export type Trade360HeartbeatBody = z.infer<typeof trade360HeartbeatBodySchema>;

type EventsType =
  | typeof trade360Type.fixtureMetadata
  | typeof trade360Type.livescore
  | typeof trade360Type.markets
  | typeof trade360Type.settlements
  | typeof trade360Type.snapshot;

/** A message carrying fixtures (types 1, 2, 3, 35, 36). */
export type Trade360EventsMessage = {
  Header: Trade360Header & { Type: EventsType };
  Body: Trade360EventsBody;
};
/** A keep-alive message (type 31). */
export type Trade360KeepAliveMessage = {
  Header: Trade360Header & { Type: typeof trade360Type.keepAlive };
  Body: Trade360KeepAliveBody;
};
/** A heartbeat message (type 32). */
export type Trade360HeartbeatMessage = {
  Header: Trade360Header & { Type: typeof trade360Type.heartbeat };
  Body: Trade360HeartbeatBody;
};
/** Any TRADE360 message this service understands. */
export type Trade360Message = Trade360EventsMessage | Trade360KeepAliveMessage | Trade360HeartbeatMessage;

const eventsTypes: readonly number[] = [
  trade360Type.fixtureMetadata,
  trade360Type.livescore,
  trade360Type.markets,
  trade360Type.settlements,
  trade360Type.snapshot,
];

/** True when the message carries fixtures (types 1, 2, 3, 35, 36). */
export function isTrade360EventsMessage(message: Trade360Message): message is Trade360EventsMessage {
  return eventsTypes.includes(message.Header.Type);
}

/** Result of parsing one raw feed message. */
export type Trade360ParseResult =
  | { ok: true; message: Trade360Message }
  /** isUnsupportedType: a well-formed message of a type this service does not use (outrights...). */
  | { ok: false; reason: string; isUnsupportedType?: true };

// JSON numbers above 2^53 lose digits; 64-bit ids ("Id": 12345678901234567890) are quoted before parsing.
const bigIdPattern = /("[A-Za-z]*Id"\s*:\s*)(-?\d{16,})(?=\s*[,}\]])/g;

function describeIssues(error: z.ZodError): string {
  return error.issues
    .slice(0, 3)
    .map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`)
    .join('; ');
}

function bodySchemaFor(type: number): z.ZodType | undefined {
  if (eventsTypes.includes(type)) return trade360EventsBodySchema;
  if (type === trade360Type.keepAlive) return trade360KeepAliveBodySchema;
  if (type === trade360Type.heartbeat) return trade360HeartbeatBodySchema;
  return undefined;
}

/** Parses one raw TRADE360 message; never throws, says why when the message is unusable. */
export function parseTrade360(json: string): Trade360ParseResult {
  let raw: unknown;
  try {
    raw = JSON.parse(json.replace(bigIdPattern, '$1"$2"'));
  } catch {
    return { ok: false, reason: 'invalid JSON' };
  }
  const envelope = z
    .looseObject({ Header: trade360HeaderSchema, Body: z.unknown().optional() })
    .safeParse(raw);
  if (!envelope.success) return { ok: false, reason: `invalid header: ${describeIssues(envelope.error)}` };
  const header = envelope.data.Header;
  const bodySchema = bodySchemaFor(header.Type);
  if (!bodySchema)
    return { ok: false, reason: `unsupported message type ${header.Type}`, isUnsupportedType: true };
  const body = bodySchema.safeParse(envelope.data.Body ?? {});
  if (!body.success)
    return { ok: false, reason: `invalid body of type ${header.Type}: ${describeIssues(body.error)}` };
  return { ok: true, message: { Header: header, Body: body.data } as Trade360Message };
}
