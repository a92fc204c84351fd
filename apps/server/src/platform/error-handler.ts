import { FALLBACK_LANG, validationText, type LangCode, type TFieldError } from '@arks/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { fillPlaceholders, isAppError, PlatformErrors } from './app-error';
import { fail } from './envelope';
import { missingRowError } from './missing-row';

const GENERIC_KEY = 'invalid_input';

/**
 * Error envelopes bypass the route's response schema (which describes the success `data`), so a business
 * error answered with HTTP 200 is not rejected by the success serializer.
 */
export function sendEnvelope(reply: FastifyReply, status: number, body: unknown): FastifyReply {
  return reply
    .status(status)
    .type('application/json; charset=utf-8')
    .serializer((payload: unknown) => JSON.stringify(payload))
    .send(body);
}

function fieldErrors(err: FastifyError, lang: string): TFieldError[] {
  return (err.validation ?? []).map((issue) => {
    const field =
      issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || err.validationContext || 'body';
    // Contract rules carry catalog keys as their message; other zod messages are plain English.
    const known = validationText(issue.message ?? '', lang) !== issue.message;
    const key = known ? (issue.message as string) : GENERIC_KEY;
    return { field, key, message: known ? validationText(key, lang) : (issue.message ?? key) };
  });
}

/** A message in the caller's language by its catalog key; undefined when no catalog has the key. */
export type TranslateMessage = (key: string, lang: LangCode) => string | undefined;

export function installErrorHandler(app: FastifyInstance, translate: TranslateMessage): void {
  app.setErrorHandler((err: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const lang = request.lang ?? FALLBACK_LANG;
    const known = isAppError(err) ? err : missingRowError(err);
    if (known) {
      if (known.httpStatus >= 500) request.log.error({ err }, 'request failed');
      const translated = known.key && translate(known.key, lang);
      const message = translated ? fillPlaceholders(translated, known.params) : known.message;
      return sendEnvelope(reply, known.httpStatus, fail(known.code, message, known.data));
    }
    if (hasZodFastifySchemaValidationErrors(err) || err.validation) {
      const errors = fieldErrors(err, lang);
      const first = errors[0];
      const message = first ? `${first.message} (${first.field})` : 'Bad Request';
      return sendEnvelope(reply, 400, fail(400, message, { errors }));
    }
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Framework and plugin client errors (malformed JSON, body too large, rate limit) carry messages
      // written for callers.
      request.log.info({ err: { code: err.code, message: err.message } }, 'client error');
      // The rate limit's refusal is the one a member meets in normal use: say it in their language.
      const message = (status === 429 && translate(PlatformErrors.tooManyRequests.key, lang)) || err.message;
      return sendEnvelope(reply, status, fail(status, message));
    }
    request.log.error({ err }, 'unexpected error');
    return sendEnvelope(reply, 500, fail(500, 'Internal Server Error'));
  });
}
