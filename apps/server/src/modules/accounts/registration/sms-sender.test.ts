import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpSmsSender } from './sms-sender';

/** A gateway on loopback that keeps what it was sent and answers the status it is told to. */
const received: { auth?: string; body: unknown }[] = [];
let status = 200;
let answer = '';
const gateway = createServer((req, res) => {
  let body = '';
  req.on('data', (chunk: Buffer) => (body += chunk.toString()));
  req.on('end', () => {
    received.push({ auth: req.headers.authorization, body: JSON.parse(body) });
    res.writeHead(status, answer ? { 'content-type': 'application/json' } : {}).end(answer);
  });
});
let url: string;
beforeAll(async () => {
  await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/send`;
});
afterAll(() => new Promise<void>((resolve) => gateway.close(() => resolve())));

describe('the HTTP SMS gateway', () => {
  const message = {
    siteId: 2,
    phone: '66812345678',
    code: '123456',
    language: 'th_TH' as const,
    text: 'รหัส 123456',
  };

  it('posts the phone, the code and the text in the member’s language with the bearer token', async () => {
    status = 200;
    expect(await createHttpSmsSender(url, 'gw-token').send(message)).toBe('sent');
    expect(received.at(-1)).toEqual({
      auth: 'Bearer gw-token',
      body: { phone: '66812345678', code: '123456', site_id: 2, language: 'th_TH', text: 'รหัส 123456' },
    });
  });

  it('reads 402 as no balance and any other failure as failed', async () => {
    status = 402;
    expect(await createHttpSmsSender(url, undefined).send(message)).toBe('no_balance');
    status = 500;
    expect(await createHttpSmsSender(url, undefined).send(message)).toBe('failed');
    expect(await createHttpSmsSender('http://127.0.0.1:1/none', undefined).send(message)).toBe('failed');
  });

  it('spec §8 register 215 phone server message: reads 422 as the number refused, with the gateway’s words', async () => {
    status = 422;
    answer = JSON.stringify({ message: 'Number barred by the operator' });
    expect(await createHttpSmsSender(url, undefined).send(message)).toEqual({
      rejected: 'Number barred by the operator',
    });
    answer = 'not json';
    expect(await createHttpSmsSender(url, undefined).send(message)).toEqual({ rejected: '' });
    answer = '';
    status = 200;
  });
});
