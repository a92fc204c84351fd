import { defineCall, loginFormSchema, LoginCode, PlatformCode, V, validationText } from '@arks/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { AppError } from './app-error';
import { registerCall } from './register-call';

// Test-only calls: they exist in this app instance alone, to drive each branch of the error handler.
const ProbeForm = defineCall({
  name: 'ProbeForm',
  method: 'POST',
  path: '/test/form',
  auth: 'public',
  request: loginFormSchema({ captcha: true }),
  data: z.object({ ok: z.boolean() }),
});
const ProbeCrash = defineCall({
  name: 'ProbeCrash',
  method: 'POST',
  path: '/test/crash',
  auth: 'public',
  request: z.object({}),
  data: z.object({ ok: z.boolean() }),
});
const ProbeBusinessError = defineCall({ ...ProbeCrash, name: 'ProbeBusinessError', path: '/test/business' });
const ProbeBadData = defineCall({ ...ProbeCrash, name: 'ProbeBadData', path: '/test/bad-data' });
const ProbeQuery = defineCall({
  name: 'ProbeQuery',
  method: 'GET',
  path: '/test/query',
  auth: 'public',
  request: z.object({ site_id: z.coerce.number().int().positive(), page: z.coerce.number().int().min(1) }),
  data: z.object({ page: z.number() }),
});
// Writes that a foreign key refuses, through Drizzle (which wraps the driver's error) and the bare pool.
const ProbeWrite = defineCall({
  name: 'ProbeWrite',
  method: 'POST',
  path: '/test/write',
  auth: 'public',
  request: z.object({ write: z.enum(['child', 'raw-child', 'delete-parent']) }),
  data: z.object({ ok: z.boolean() }),
});
const WRITES = {
  child: () => t.db.execute(sql`insert into probe_child (parent_id) values (99)`),
  'raw-child': () => t.pool.query('insert into probe_child (parent_id) values (98)'),
  'delete-parent': () => t.db.execute(sql`delete from probe_parent where id = 1`),
};

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({
    extend(app, deps) {
      registerCall(app, deps, ProbeForm, async () => ({ ok: true }), { tags: ['test'] });
      registerCall(
        app,
        deps,
        ProbeCrash,
        async () => {
          throw new Error('connect ECONNREFUSED db.internal:5432 password=hunter2');
        },
        { tags: ['test'] },
      );
      registerCall(
        app,
        deps,
        ProbeBusinessError,
        async () => {
          throw new AppError({ code: LoginCode.ACCOUNT_ERROR, httpStatus: 200, message: 'account_error' });
        },
        { tags: ['test'] },
      );
      registerCall(app, deps, ProbeBadData, async () => ({ ok: 'yes' }) as unknown as { ok: boolean }, {
        tags: ['test'],
      });
      registerCall(app, deps, ProbeQuery, async ({ input }) => ({ page: input.page }), { tags: ['test'] });
      registerCall(
        app,
        deps,
        ProbeWrite,
        async ({ input }) => {
          await WRITES[input.write]();
          return { ok: true };
        },
        { tags: ['test'] },
      );
    },
  });
  await t.pool.query(`create table probe_parent (id integer primary key);
    create table probe_child (parent_id integer not null references probe_parent (id));
    insert into probe_parent values (1); insert into probe_child values (1);`);
});
afterAll(() => t.close());

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers });

describe('success envelope', () => {
  it('wraps data as { code: 1000, message, data }', async () => {
    const res = await post('/api/test/form', {
      account: 'member01',
      password: 'abc123',
      captcha_answer: 'x',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 1000, message: 'success', data: { ok: true } });
  });

  it('validates GET calls from the query string', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test/query?site_id=1&page=3' });
    expect(res.json()).toEqual({ code: 1000, message: 'success', data: { page: 3 } });
  });
});

describe('validation errors', () => {
  it('answers 400 naming the field, with every failing field listed', async () => {
    const res = await post('/api/arks/web/site/detail', { site_id: 'abc' });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe(400);
    expect(body.message).toMatch(/\(site_id\)$/);
    expect(body.data.errors).toEqual([
      { field: 'site_id', key: 'invalid_input', message: expect.stringContaining('expected number') },
    ]);
  });

  it('turns contract catalog keys into text in the request language', async () => {
    const res = await post('/api/test/form', { account: '', password: '' }, { lang: 'zh_CN' });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.message).toBe('请输入账号 (account)');
    expect(body.data.errors).toEqual([
      { field: 'account', key: V.loginAccount, message: '请输入账号' },
      { field: 'password', key: V.loginPassword, message: '请输入密码' },
      { field: 'captcha_answer', key: V.captchaRequired, message: '请输入验证码' },
    ]);
  });

  it('uses English when the caller names no language', async () => {
    const res = await post('/api/test/form', { account: 'member01', password: 'abc123' });
    expect(res.json().message).toBe('Please enter the verification code (captcha_answer)');
  });

  it('answers Thai for th_TH and Traditional Chinese for zh_TW', async () => {
    const thai = await post('/api/test/form', { account: 'member01', password: 'abc123' }, { lang: 'th_TH' });
    expect(thai.json().message).toBe('กรุณากรอกรหัสยืนยัน (captcha_answer)');
    const taiwan = await post(
      '/api/test/form',
      { account: '', password: 'abc123', captcha_answer: 'x' },
      { lang: 'zh_TW' },
    );
    expect(taiwan.json().data.errors).toEqual([
      { field: 'account', key: V.loginAccount, message: '請輸入帳號' },
    ]);
  });

  it('uses English for a language it does not know', async () => {
    const res = await post('/api/test/form', { account: 'member01', password: 'abc123' }, { lang: 'xx_XX' });
    expect(res.json().message).toBe('Please enter the verification code (captcha_answer)');
  });

  it("validationText: the language's text, English for an unknown language, the key for an unknown key", () => {
    expect(validationText(V.pswLength, 'th_TH')).toBe('รหัสผ่านต้องมีความยาว 6-12 ตัวอักษร');
    expect(validationText('double_validation_wrong_answer_empty_member_phone', 'th_TH')).toBe(
      'กรุณากรอกเบอร์โทรศัพท์',
    );
    expect(validationText(V.pswLength, 'xx_XX')).toBe('Password must be 6-12 characters');
    expect(validationText('no_such_key', 'th_TH')).toBe('no_such_key');
  });

  it('names query fields of GET calls', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test/query?site_id=1&page=0' });
    expect(res.statusCode).toBe(400);
    expect(res.json().data.errors[0].field).toBe('page');
  });

  it('answers malformed JSON with a 400 envelope', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/arks/web/site/detail',
      headers: { 'content-type': 'application/json' },
      payload: '{"site_id": 1',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 400, data: null });
    expect(res.json().message).toMatch(/JSON/);
  });

  it('treats an empty POST as {} for calls whose fields are all optional', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/web/logo' });
    expect(res.json().code).toBe(1000);
  });
});

describe('not found', () => {
  it('answers an unknown /api path with a JSON 404 envelope, whatever the method', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const res = await t.app.inject({
        method,
        url: '/api/no/such/call?x=1',
        headers: { accept: 'text/html' },
      });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toContain('application/json');
      expect(res.json()).toEqual({ code: 404, message: 'Not Found: /api/no/such/call', data: null });
    }
  });
});

describe('business and unexpected errors', () => {
  it('renders a domain error with its own code and HTTP status', async () => {
    const res = await post('/api/test/business', {});
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: LoginCode.ACCOUNT_ERROR, message: 'account_error', data: null });
  });

  it('answers an unexpected error with a bare 500 that leaks nothing', async () => {
    const res = await post('/api/test/crash', {});
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ code: 500, message: 'Internal Server Error', data: null });
    expect(res.body).not.toMatch(/hunter2|ECONNREFUSED|stack|at /);
  });

  it('answers data that breaks its own contract with a 500 too', async () => {
    const res = await post('/api/test/bad-data', {});
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ code: 500, message: 'Internal Server Error', data: null });
  });

  it('answers a write naming a row that is not there with a 404 naming the field and value', async () => {
    for (const [write, value] of [
      ['child', 99],
      ['raw-child', 98],
    ] as const) {
      const res = await post('/api/test/write', { write });
      expect(res.statusCode, write).toBe(404);
      expect(res.json(), write).toEqual({
        code: PlatformCode.NOT_FOUND,
        message: `parent_id: no parent ${value}`,
        data: null,
      });
    }
    expect((await t.pool.query('select parent_id from probe_child')).rows).toEqual([{ parent_id: 1 }]);
  });

  it('leaves a delete refused because other rows name its row as unexpected', async () => {
    const res = await post('/api/test/write', { write: 'delete-parent' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ code: 500, message: 'Internal Server Error', data: null });
  });
});
