import {
  CODE_OK,
  ZValidationErrorData,
  type AdminCallContract,
  type CallContract,
  type TFieldError,
} from '@arks/contracts';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { z } from 'zod';

/** A member (`defineCall`) or back-office (`defineAdminCall`) contract. */
export type Contract = CallContract | AdminCallContract;
export type Input<C extends Contract> = z.input<C['request']>;
export type Output<C extends Contract> = z.output<C['data']>;
/** The input, left out where the contract needs none. */
type Args<C extends Contract, In> =
  Record<never, never> extends Input<C>
    ? [input?: In, options?: CallOptions]
    : [input: In, options?: CallOptions];

/** An answer as it came: the envelope and the HTTP status, for tests of refusals and their codes. */
export interface Answer {
  statusCode: number;
  headers: Record<string, unknown>;
  code: number;
  message: string;
  data: unknown;
}

/**
 * A body the contract would not accept, sent on purpose (validation and abuse tests); the wrapper
 * says so where a typed input is expected.
 */
class OffContract {
  constructor(readonly body: Record<string, unknown>) {}
}
export const offContract = (body: Record<string, unknown>) => new OffContract(body);

/** The envelope alone, to compare two answers whatever their headers. */
export const envelopeOf = ({ code, message, data }: Answer) => ({ code, message, data });

/** The field errors of a 400 answer. */
export const fieldErrors = (answer: Answer): TFieldError[] => ZValidationErrorData.parse(answer.data).errors;

interface WireRequest {
  method: Contract['method'];
  url: string;
  headers: Record<string, string>;
  body?: object;
  /** The caller's address: the peer address through inject, X-Forwarded-For in both cases. */
  ip?: string;
}
type Transport = (request: WireRequest) => Promise<Answer>;

const withAddress = (headers: Record<string, string>, ip?: string) =>
  ip ? { 'x-forwarded-for': ip, ...headers } : headers;

const injectInto =
  (app: FastifyInstance): Transport =>
  async ({ method, url, headers, body, ip }) => {
    const res = await app.inject({
      method,
      url,
      headers: withAddress(headers, ip),
      payload: body,
      ...(ip ? { remoteAddress: ip } : {}),
    });
    return { statusCode: res.statusCode, headers: res.headers, ...res.json() };
  };

const fetchFrom =
  (server: { url: string }): Transport =>
  async ({ method, url, headers, body, ip }) => {
    // Read at each call: a test that restarts its server points `url` at the new one.
    const res = await fetch(server.url + url, {
      method,
      headers: withAddress(body ? { 'content-type': 'application/json', ...headers } : headers, ip),
      body: body ? JSON.stringify(body) : undefined,
    });
    const envelope = (await res.json()) as Pick<Answer, 'code' | 'message' | 'data'>;
    return { statusCode: res.status, headers: Object.fromEntries(res.headers), ...envelope };
  };

/** The app under test through `inject`, or a server listening at `url` (a started process). */
export type Target = { app: FastifyInstance } | { url: string };

/**
 * The request a contract describes: fields named in the path (`/members/:id`) fill it, the rest
 * travel as the query (GET) or the JSON body, as registerCall and registerAdminCall read them.
 */
function wireRequest(prefix: string, contract: Contract, input: Record<string, unknown>) {
  const rest = { ...input };
  const path = contract.path.replace(/:([A-Za-z_]+)/g, (_, key: string) => {
    const value = rest[key];
    delete rest[key];
    return encodeURIComponent(String(value));
  });
  if (contract.method !== 'GET') return { url: prefix + path, body: rest };
  const query = new URLSearchParams(
    Object.entries(rest)
      .filter(([, value]) => value !== undefined)
      .map(([key, value]) => [key, String(value)]),
  ).toString();
  return { url: prefix + path + (query ? `?${query}` : '') };
}

export interface ClientOptions {
  /** Bearer token sent on every call. */
  token?: string;
  /**
   * The caller's address: the app sees it whether or not it trusts the proxy (through inject it is
   * also the peer address; over HTTP only X-Forwarded-For carries it).
   */
  ip?: string;
  /** Further headers on every call (host, accept-language). */
  headers?: Record<string, string>;
}

export interface CallOptions {
  headers?: Record<string, string>;
  /** Another address for this call, e.g. each guess of a burst from its own. */
  ip?: string;
  /** Another token for this call (`null`: none), e.g. a staff member of another role. */
  token?: string | null;
}

/**
 * Calls contracts of `@arks/contracts` under `prefix` (`/api`, or `/api/admin` for the back office):
 * `send` answers the envelope as it came, `call` requires 1000 (no call answers the legacy 100) and
 * answers the contract's typed `data`, parsed by its schema as the web client does. Parsing drops
 * fields the schema does not name, so a test that nothing leaks reads the answer of `send`.
 */
export function apiClient(target: Target, prefix: '/api' | '/api/admin', options: ClientOptions = {}) {
  const transport = 'app' in target ? injectInto(target.app) : fetchFrom(target);
  const send = async <C extends Contract>(
    contract: C,
    ...[input, callOptions = {}]: Args<C, Input<C> | OffContract>
  ): Promise<Answer> => {
    const token = callOptions.token === undefined ? options.token : callOptions.token;
    const fields = input instanceof OffContract ? input.body : ((input ?? {}) as Record<string, unknown>);
    return transport({
      method: contract.method,
      ...wireRequest(prefix, contract, fields),
      ip: callOptions.ip ?? options.ip,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...options.headers,
        ...callOptions.headers,
      },
    });
  };
  const call = async <C extends Contract>(contract: C, ...args: Args<C, Input<C>>): Promise<Output<C>> => {
    const answer = await send(contract, ...args);
    expect(answer.code, `${contract.name}: ${answer.message}`).toBe(CODE_OK);
    return contract.data.parse(answer.data) as Output<C>;
  };
  return { send, call };
}
export type ApiClient = ReturnType<typeof apiClient>;
