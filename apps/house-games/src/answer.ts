import type { FastifyReply } from 'fastify';
import type { ProviderAnswer } from '@arks/contracts/provider';
import type { z } from 'zod';

const STATUS: Record<string, number> = {
  bad_signature: 401,
  stale_request: 401,
  bad_token: 401,
  bad_request: 400,
  bad_bet: 400,
  bad_params: 400,
  unknown_game: 404,
  player_not_found: 404,
  reference_conflict: 409,
  currency_mismatch: 409,
  insufficient_funds: 409,
  round_open: 409,
  no_open_round: 409,
};

/** Every house answer: `{ ok: true, data }` or `{ ok: false, error: { code, message } }`. */
export function fail(reply: FastifyReply, code: string, message: string) {
  const body: ProviderAnswer<never> = { ok: false, error: { code, message } };
  return reply.code(STATUS[code] ?? 500).send(body);
}

/** The first problem of a request body, naming its field. */
export function firstIssue(error: z.ZodError): string {
  const issue = error.issues[0]!;
  return `${issue.path.join('.') || 'body'}: ${issue.message}`;
}
