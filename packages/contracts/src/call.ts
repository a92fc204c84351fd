import type { z } from 'zod';

/**
 * One operation of the member API (§7): its path under /api, method, request and `data` schemas.
 * Server routes, web hooks and tests all import the same object, so a call is found by its name.
 */
export interface CallContract<Req extends z.ZodType = z.ZodType, Data extends z.ZodType = z.ZodType> {
  name: string;
  method: 'GET' | 'POST';
  path: `/${string}`;
  request: Req;
  data: Data;
  /** Member-only calls answer HTTP 401 without a valid token. Public calls say so here. */
  auth: 'member' | 'public';
  /** Cancelled on a 401 (§7 abortable group). */
  abortable?: boolean;
}

export function defineCall<Req extends z.ZodType, Data extends z.ZodType>(
  c: CallContract<Req, Data>,
): CallContract<Req, Data> {
  return c;
}

/** What a caller needs to make a call: no schema, so no zod. */
export type CallRouteFields = Pick<CallContract, 'name' | 'method' | 'path' | 'auth' | 'abortable'>;

/**
 * A call without its schemas (call-routes.ts lists one per call): enough to make the request, and a
 * loader for the full contract when its answer is to be checked. The member site's first load uses
 * these, so it carries neither the schemas nor zod.
 */
export interface CallRoute<C extends CallContract = CallContract> extends CallRouteFields {
  contract: () => Promise<C>;
}

export function callRoute<C extends CallContract>(
  fields: CallRouteFields,
  contract: () => Promise<C>,
): CallRoute<C> {
  return { ...fields, contract };
}

type ContractOf<C> = C extends CallRoute<infer K> ? K : C;
export type CallRequest<C> = ContractOf<C> extends CallContract<infer R, z.ZodType> ? z.input<R> : never;
export type CallData<C> = ContractOf<C> extends CallContract<z.ZodType, infer D> ? z.output<D> : never;

/**
 * The key under which the member site's first page carries one of a call's answers (apps/server
 * platform/app-shell.ts writes it, apps/web api/boot-data.ts reads it): the call's name, then the
 * parameters that tell its answers apart (`TemplateConfig?lang=vi_VN&mobileTemplateName=H5_1`).
 */
export function bootKey(call: Pick<CallContract, 'name'>, params?: Record<string, string | number>): string {
  const query = Object.entries(params ?? {})
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
  return query ? `${call.name}?${query}` : call.name;
}
