import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defaultAttendanceRules } from '@hanpan/core/api/promotions';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createMember, signIn } from '../../../test/factories.ts';
import { uniqueIp } from '../../../test/http.ts';
import {
  type AppRoute,
  allowedWriteTables,
  businessChecksums,
  concreteUrl,
  coreFieldNames,
  type FuzzBody,
  generatedBodies,
  listRoutes,
  malformedBodies,
} from '../../../test/route-fuzz.ts';
import { createStaff, signInStaff } from '../../../test/staff-factories.ts';
import { attendanceRulesKey } from '../../features/promotions/attendance-repository.ts';

// Every route of the app, as a visitor, a logged-in member and a logged-in staff owner, gets the
// fixed malformed bodies and seeded fast-check ones: never a 5xx, and nothing written outside
// `allowedWriteTables`. The member has no money, so calls that ignore their body (conversions)
// have nothing to move either.

const generatedPerRoute = 10;
const fuzzSeed = 20_261_123;

type Caller = { name: string; cookie: string | null };

// Signing in ends the session the browser already had, and logging out ends it: these go last, so
// every other route is fuzzed with live sessions (checked after each one).
const isSessionEnding = (route: AppRoute) => /\/(logout|sign|login)$/.test(route.url);

// The staff event stream stays open while its session lives, and an inject reads a reply only once
// it ended: staff-events.test.ts reads it (and its refusals) over a real socket instead.
const isEventStream = (route: AppRoute) => route.method === 'GET' && route.url === '/api/staff/events';

let t: TestApp;
let dist: string;
let routes: AppRoute[];
let bodies: FuzzBody[];
let signInCallers: () => Promise<Caller[]>;

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'hanpan-fuzz-'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>fuzz</title>');
  t = await createTestApp({ webDistDir: dist, adminDistDir: dist });
  const member = await createMember(t.db);
  // Check-in ignores its body and would pay the member: a minimum deposit they never make keeps
  // it refused, so the fuzz can hold that nothing is written.
  await t.db
    .insertInto('site_setting')
    .values({
      key: attendanceRulesKey,
      value: JSON.stringify({ ...defaultAttendanceRules, minDeposit: 10_000 }),
    })
    .execute();
  const staff = await createStaff(t.db, { role: 'owner' });
  // Once per test; signInStaff takes the next TOTP step when the current one is used.
  signInCallers = async () => [
    { name: 'visitor', cookie: null },
    { name: 'member', cookie: `hanpan_sid=${await signIn(t.app, member)}` },
    { name: 'staff owner', cookie: `hanpan_staff_sid=${await signInStaff(t.app, staff)}` },
  ];
  routes = listRoutes(t.app)
    .filter((route) => !isEventStream(route))
    .sort((a, b) => Number(isSessionEnding(a)) - Number(isSessionEnding(b)));
  const keys = coreFieldNames();
  bodies = [
    ...malformedBodies(keys, { memberId: member.id }),
    ...generatedBodies(keys, fuzzSeed, generatedPerRoute),
  ];
});

afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const send = (route: AppRoute, caller: Caller, body: FuzzBody | null): Promise<LightMyRequestResponse> => {
  const query = body?.query ? `?${body.query}` : '';
  return t.app.inject({
    method: route.method as InjectOptions['method'],
    url: `${concreteUrl(route)}${query}`,
    remoteAddress: uniqueIp(),
    headers: {
      ...(caller.cookie ? { cookie: caller.cookie } : {}),
      ...(body ? { 'content-type': body.contentType } : {}),
      ...body?.headers,
    },
    ...(body && route.method !== 'GET' ? { payload: body.payload } : {}),
  });
};

const isNotFoundEnvelope = (response: LightMyRequestResponse) =>
  response.statusCode === 404 && response.body.includes('"code":404');

/** True while the member's and the staff owner's sessions are both live. */
const isSignedIn = async ([, member, staff]: Caller[]) => {
  const info = await send({ method: 'POST', url: '/api/user/info' }, member!, null);
  const me = await send({ method: 'POST', url: '/api/staff/me' }, staff!, null);
  return info.json().code === 0 && me.json().code === 0;
};

describe('route fuzz', () => {
  it('when the app starts, then the routes are listed from Fastify and every one is reachable', async () => {
    const urls = routes.map((route) => `${route.method} ${route.url}`);
    for (const known of ['POST /api/user/sign', 'GET /api/index2', 'POST /api/staff/members/adjust']) {
      expect(urls).toContain(known);
    }
    expect(routes.length).toBeGreaterThan(40);
    const callers = await signInCallers();
    for (const route of routes) {
      const replies = await Promise.all(callers.map((caller) => send(route, caller, null)));
      expect(
        replies.some((reply) => !isNotFoundEnvelope(reply)),
        `${route.method} ${route.url} answers like an unknown call`,
      ).toBe(true);
    }
  });

  it(
    'when every route gets malformed and generated bodies from every caller, then none answers 5xx and no business table changes',
    // A hang guard, not a speed target: every route with every body and caller takes about
    // a minute alone, and much longer beside the other server test files on 2 cores.
    { timeout: 300_000 },
    async () => {
      const callers = await signInCallers();
      const before = await businessChecksums(t.db);
      expect(Object.keys(before)).toContain('ledger_tx');
      expect(Object.keys(before)).not.toContain(allowedWriteTables[0]);
      const failures: string[] = [];
      for (const route of routes) {
        // The three callers at once: argon2 (sign-in, exchange password) runs off the main thread.
        for (const body of bodies) {
          const responses = await Promise.all(callers.map((caller) => send(route, caller, body)));
          responses.forEach((response, index) => {
            if (response.statusCode < 500) return;
            const who = callers[index]?.name;
            failures.push(`${route.method} ${route.url} as ${who}, ${body.name}: ${response.statusCode}`);
          });
        }
        if (!isSessionEnding(route) && !(await isSignedIn(callers))) {
          // A write (e.g. a suspension) or a new session-ending route: either way, stop here.
          failures.push(
            `${route.method} ${route.url} ended a session (if it should, add it to isSessionEnding)`,
          );
          break;
        }
      }
      expect(failures).toEqual([]);
      expect(await businessChecksums(t.db)).toEqual(before);
    },
  );
});
