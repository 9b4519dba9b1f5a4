import { minigameTopic } from '@hanpan/core/api/minigames';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { connectStomp, type TestStompClient } from '../../../test/realtime-clients.ts';
import { setGameEnabled } from './game-repository.ts';

// 2027-03-10 00:00:10 KST; the app's engine reads this clock and is ticked by hand.
let clock = new Date('2027-03-09T15:00:10.000Z');
let testApp: TestApp;
let baseUrl: string;
let client: TestStompClient | null = null;

beforeAll(async () => {
  testApp = await createTestApp({ now: () => clock });
  baseUrl = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  const games = await testApp.db.selectFrom('minigame_game').select('game_type').execute();
  for (const game of games) await setGameEnabled(testApp.db, game.game_type, game.game_type === 106, clock);
});

afterAll(async () => {
  await client?.stop();
  await testApp.close();
});

describe('mini-game rounds on the real-time channel', () => {
  it('when the app draws a round, then a visitor subscribed to the game topic receives it with its seed', async () => {
    client = await connectStomp(baseUrl, { transport: 'websocket' });
    await client.subscribe(minigameTopic(106));
    const engine = testApp.app.services.minigameEngine;
    await engine.tick();
    const [round] = await testApp.db
      .selectFrom('minigame_round')
      .selectAll()
      .where('game_type', '=', 106)
      .execute();
    clock = new Date(clock.getTime() + 60_000);
    await engine.tick();
    const message = (await client.waitForMessage(minigameTopic(106))) as {
      type: string;
      round: { roundKey: string; seed: string; commitment: string; result: unknown };
    };
    expect(message).toMatchObject({
      type: 'roundDrawn',
      round: { roundKey: round?.round_key, commitment: round?.commitment, status: 'drawn' },
    });
    expect(message.round.seed).toMatch(/^[0-9a-f]{64}$/);
    expect(message.round.result).not.toBeNull();
  });
});
