import {
  CheckAgentDomain,
  FbTracking,
  RegisterSms,
  RegisterValidMessage,
  RegisterVerification,
} from '@arks/contracts';
import type { FastifyInstance } from 'fastify';
import { registerCall, type CallDeps } from '../../../platform/register-call';
import type { RegistrationExtrasService } from './service';

const tags = ['account'];

export function registerRegistrationExtrasRoutes(
  app: FastifyInstance,
  deps: CallDeps,
  extras: RegistrationExtrasService,
): void {
  registerCall(
    app,
    deps,
    RegisterSms,
    ({ site, input, request }) => extras.sendCode(site, input, request.ip, request.lang),
    {
      tags,
    },
  );
  registerCall(
    app,
    deps,
    CheckAgentDomain,
    ({ site, input, request }) => extras.agentDomain(site, input.host ?? request.host),
    { tags },
  );
  registerCall(
    app,
    deps,
    RegisterVerification,
    ({ site, input, request }) => extras.verifyUnique(site, input, request.ip),
    { tags },
  );
  registerCall(
    app,
    deps,
    RegisterValidMessage,
    ({ site, input, request }) => extras.validLink(site, input, request.ip),
    { tags },
  );
  registerCall(
    app,
    deps,
    FbTracking,
    ({ site, input, request }) =>
      extras.track(site, input, { ip: request.ip, userAgent: request.headers['user-agent'] }),
    { tags },
  );
}
