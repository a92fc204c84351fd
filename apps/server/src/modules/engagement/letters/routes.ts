import { LetterDestroy, LetterList, LetterRead } from '@arks/contracts';
import type { FastifyInstance } from 'fastify';
import { registerCall, type CallDeps } from '../../../platform/register-call';
import type { LetterService } from './service';

const tags = ['letters'];

export function registerLetterRoutes(app: FastifyInstance, deps: CallDeps, letters: LetterService): void {
  const query = (
    input: { count: number; page: number; language?: string },
    lang: string,
    fallback: string,
  ) => ({
    count: input.count,
    page: input.page,
    lang: input.language?.replace('-', '_') ?? lang,
    fallback,
  });
  registerCall(
    app,
    deps,
    LetterList,
    ({ input, request, site }) =>
      letters.page(request.member!.memberId, query(input, request.lang, site.defaultLanguage)),
    { tags },
  );
  registerCall(
    app,
    deps,
    LetterRead,
    ({ input, request }) => letters.read(request.member!.memberId, input.id),
    {
      tags,
    },
  );
  registerCall(
    app,
    deps,
    LetterDestroy,
    ({ input, request, site }) => {
      const ids = input.ids ?? (input.id ? [input.id] : undefined);
      return letters.destroy(request.member!.memberId, ids, query(input, request.lang, site.defaultLanguage));
    },
    { tags },
  );
}
