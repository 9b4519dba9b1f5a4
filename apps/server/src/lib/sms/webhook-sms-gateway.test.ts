import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWebhookSmsGateway } from './webhook-sms-gateway.ts';

type Received = {
  method: string | undefined;
  authorization: string | undefined;
  type: string | undefined;
  body: unknown;
};

// A local stand-in for the SMS provider: records each call and answers with `status`.
let provider: Server;
let url = '';
let status = 200;
const received: Received[] = [];
const readBody = async (request: IncomingMessage) => {
  let text = '';
  for await (const chunk of request) text += chunk;
  return JSON.parse(text) as unknown;
};

beforeAll(async () => {
  provider = createServer(async (request, response) => {
    received.push({
      method: request.method,
      authorization: request.headers.authorization,
      type: request.headers['content-type'],
      body: await readBody(request),
    });
    response.writeHead(status, { 'content-type': 'application/json' }).end('{"ok":true}');
  });
  await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(provider.address() as AddressInfo).port}/sms`;
});
afterAll(async () => {
  await new Promise((resolve) => provider.close(resolve));
});

describe('the webhook SMS gateway', () => {
  it('when a message is sent, then the provider gets one JSON POST with the number, the text and the bearer token', async () => {
    received.length = 0;
    status = 200;
    const gateway = createWebhookSmsGateway({ url, token: 'provider-token' });
    await gateway.send('01012345678', '[한판] 인증번호 123456');
    expect(received).toEqual([
      {
        method: 'POST',
        authorization: 'Bearer provider-token',
        type: 'application/json',
        body: { to: '01012345678', text: '[한판] 인증번호 123456' },
      },
    ]);
  });

  it('when the provider answers an error status, then sending fails (the join service reports "not delivered")', async () => {
    status = 502;
    const gateway = createWebhookSmsGateway({ url, token: undefined });
    await expect(gateway.send('01012345678', 'x')).rejects.toThrow('SMS provider answered HTTP 502');
  });

  it('when the provider does not answer in time, then sending fails', async () => {
    const silent = createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const gateway = createWebhookSmsGateway({
      url: `http://127.0.0.1:${(silent.address() as AddressInfo).port}/`,
      token: undefined,
      timeoutMs: 200,
    });
    await expect(gateway.send('01012345678', 'x')).rejects.toThrow();
    silent.closeAllConnections();
    await new Promise((resolve) => silent.close(resolve));
  });
});
