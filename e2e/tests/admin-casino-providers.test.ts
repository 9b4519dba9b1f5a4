import { generateKeyPairSync } from 'node:crypto';
import { expect } from 'vitest';
import { desktop } from '../support/browser.ts';
import { useChromium } from '../support/scenario.ts';
import { button, byTestId, visibleText } from '../support/site.ts';
import { demoStaff, openAdmin, staffLogIn } from '../support/staff.ts';

// Issue 23: an operator adds a real provider (an aggregator) and imports its game list from a file,
// previewed line by line first; the built-in provider's key is shown as its own.

const scenario = useChromium();

const csvFile = (text: string) => ({ name: 'games.csv', mimeType: 'text/csv', buffer: Buffer.from(text) });

scenario(
  'when the owner adds a provider and imports a small game file, then it is listed with our wallet path and its games; a bad line is shown before import',
  desktop,
  async ({ page }) => {
    await openAdmin(page, '/casino');
    await staffLogIn(page, demoStaff.owner);
    const skyhub = byTestId(page, 'casino-provider-skyhub');
    await expect.poll(() => visibleText(skyhub)).toContain('내장 게임사가 관리하는 키입니다');

    const code = `e2e-${Date.now().toString(36)}`;
    await button(page, '게임사 추가').click();
    const dialog = byTestId(page, 'casino-new-provider-dialog');
    await dialog.getByLabel('게임사 코드 (영문 소문자, 숫자, -)').fill(code);
    expect(await visibleText(byTestId(dialog, 'casino-new-provider-wallet'))).toBe(
      `/api/casino/wallet/${code}/...`,
    );
    await dialog.getByLabel('게임사 이름').fill('이투이 게이밍');
    await dialog.getByLabel(/게임 실행 주소/).fill('http://games.e2e.example/launch');
    await dialog.getByLabel(/거래 내역 주소/).fill('https://api.e2e.example/report');
    const key = generateKeyPairSync('ed25519').publicKey.export({ type: 'spki', format: 'pem' }).toString();
    await dialog.getByLabel(/게임사 공개키/).fill(key);
    await dialog.getByLabel(/추가 사유/).fill('e2e 신규 게임사 계약');
    await button(dialog, '추가').click();
    await expect
      .poll(() => visibleText(dialog))
      .toContain('게임 실행 주소는 https 주소여야 합니다. (http는 localhost만 허용)');
    await dialog.getByLabel(/게임 실행 주소/).fill('https://games.e2e.example/launch');
    await button(dialog, '추가').click();
    await expect.poll(() => dialog.count()).toBe(0);
    await expect.poll(() => visibleText(byTestId(page, 'flash'))).toBe('게임사를 추가했습니다.');
    const row = byTestId(page, `casino-provider-${code}`);
    await expect.poll(() => visibleText(row)).toContain(`/api/casino/wallet/${code}`);
    expect(await visibleText(row)).toContain('0 / 0');

    await button(row, '게임 가져오기').click();
    const importer = byTestId(page, 'casino-import-dialog');
    const file = importer.getByLabel(/게임 목록 파일/);
    await file.setInputFiles(
      csvFile(
        'id,name,kind,rtp,category\ne2e-slot,이투이 슬롯,slot,96.5,\ne2e-roulette,이투이 룰렛,casino,97.3,\n',
      ),
    );
    await expect
      .poll(() => visibleText(byTestId(importer, 'casino-import-errors')))
      .toContain('3번째 줄: 카지노 게임은 category(baccarat, roulette, blackjack)를 입력해 주세요.');
    await importer.getByLabel(/가져오기 사유/).fill('e2e 게임 목록');
    await button(importer, '가져오기').click();
    await expect.poll(() => visibleText(importer)).toContain('오류가 있는 줄을 고친 뒤 다시 가져와 주세요.');

    await file.setInputFiles(
      csvFile(
        'id,name,kind,rtp,category\ne2e-slot,이투이 슬롯,slot,96.5,\ne2e-roulette,이투이 룰렛,casino,97.3,roulette\n',
      ),
    );
    const preview = byTestId(importer, 'casino-import-preview');
    await expect.poll(() => visibleText(preview)).toContain('신규 2 · 변경 0 · 동일 0 · 오류 0');
    expect(await visibleText(byTestId(preview, 'casino-import-row-e2e-roulette'))).toContain('룰렛');
    await button(importer, '가져오기').click();
    await expect.poll(() => importer.count()).toBe(0);
    await expect
      .poll(() => visibleText(byTestId(page, 'flash')))
      .toBe('게임 목록을 가져왔습니다. (신규 2 · 변경 0 · 동일 0)');
    await expect.poll(() => visibleText(row)).toContain('2 / 2');
  },
);
