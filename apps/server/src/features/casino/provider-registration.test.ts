import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import {
  betBody,
  createPlayer,
  createTestProvider,
  rollbackBody,
  walletCall,
  winBody,
} from '../../../test/casino.ts';
import { useLedgerCheckedApp } from '../../../test/ledger.ts';
import { ensureCasinoProvider } from './provider-registration.ts';

// Registering a provider on start (the built-in one) and the live balance push after wallet postings.

const t = useLedgerCheckedApp();

const pemOf = () =>
  generateKeyPairSync('ed25519').publicKey.export({ type: 'spki', format: 'pem' }).toString();

describe('ensureCasinoProvider', () => {
  it('when a provider registers again, then its catalogue is refreshed and the staff settings are kept', async () => {
    const games = [
      { code: 'a', name: '게임 A', kind: 'slot-classic', category: 'slot', rtpBp: 9500 },
      { code: 'b', name: '게임 B', kind: 'roulette', category: 'casino', rtpBp: 9730 },
    ] as const;
    const registration = {
      code: 'built-in-test',
      name: '내장',
      publicKeyPem: pemOf(),
      launchUrl: '/skyhub/play',
      games,
    };
    const id = await ensureCasinoProvider(t.db, registration);
    await t.db
      .updateTable('casino_game')
      .set({ is_enabled: false, sort_order: 9 })
      .where('provider_id', '=', id)
      .where('code', '=', 'a')
      .execute();
    await t.db
      .updateTable('casino_provider')
      .set({ is_enabled: false, launch_url: '/elsewhere' })
      .where('id', '=', id)
      .execute();
    const newKey = pemOf();
    const again = await ensureCasinoProvider(t.db, {
      ...registration,
      publicKeyPem: newKey,
      games: [
        { ...games[0], name: '게임 A2', rtpBp: 9600 },
        games[1],
        { code: 'c', name: '게임 C', kind: 'blackjack', category: 'casino', rtpBp: null },
      ],
    });
    expect(again).toBe(id);
    const provider = await t.db
      .selectFrom('casino_provider')
      .select(['is_enabled', 'launch_url', 'public_key'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(provider).toEqual({ is_enabled: false, launch_url: '/elsewhere', public_key: newKey });
    const rows = await t.db
      .selectFrom('casino_game')
      .select(['code', 'name', 'is_enabled', 'sort_order', 'rtp_bp'])
      .where('provider_id', '=', id)
      .orderBy('code')
      .execute();
    expect(rows).toEqual([
      { code: 'a', name: '게임 A2', is_enabled: false, sort_order: 9, rtp_bp: 9600 },
      { code: 'b', name: '게임 B', is_enabled: true, sort_order: 1, rtp_bp: 9730 },
      { code: 'c', name: '게임 C', is_enabled: true, sort_order: 2, rtp_bp: null },
    ]);
  });

  it('when the key or code is not acceptable, then registration throws', async () => {
    const base = { code: 'ok-code', name: 'x', publicKeyPem: pemOf(), launchUrl: '/p', games: [] };
    await expect(ensureCasinoProvider(t.db, { ...base, publicKeyPem: 'nope' })).rejects.toThrow(/public key/);
    const weak = generateKeyPairSync('rsa', { modulusLength: 1024 })
      .publicKey.export({ type: 'spki', format: 'pem' })
      .toString();
    await expect(ensureCasinoProvider(t.db, { ...base, publicKeyPem: weak })).rejects.toThrow(/public key/);
    await expect(ensureCasinoProvider(t.db, { ...base, code: 'Bad Code' })).rejects.toThrow(/code/);
  });
});

describe('live balance', () => {
  it('when a bet, win or rollback moves cash, then the member is sent a fresh userContext', async () => {
    const provider = await createTestProvider(t.db);
    const player = await createPlayer(t.app, t.db, provider, 10_000n);
    const sent = vi.spyOn(t.app.services.realtime, 'sendToMember');
    try {
      const contexts = async () => {
        await vi.waitFor(() => expect(sent).toHaveBeenCalled());
        const calls = sent.mock.calls.filter(
          ([memberId, queue]) => memberId === player.id && queue === 'context',
        );
        sent.mockClear();
        return calls.map(([, , message]) => (message as { userContext: { money: unknown } }).userContext);
      };
      const bet = betBody(player, 3_000);
      await walletCall(t.app, provider, 'transaction/bet', bet);
      expect(await contexts()).toHaveLength(1);
      await walletCall(t.app, provider, 'transaction/win', winBody(player, bet, 1_000));
      expect(await contexts()).toHaveLength(1);
      const second = betBody(player, 2_000);
      await walletCall(t.app, provider, 'transaction/bet', second);
      await contexts();
      await walletCall(t.app, provider, 'transaction/rollback', rollbackBody(player, second));
      expect(await contexts()).toHaveLength(1);
    } finally {
      sent.mockRestore();
    }
  });
});
