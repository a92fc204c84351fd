import { Captcha, CaptchaCode } from '@arks/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../platform/app-error';
import { registerCall, type CallDeps } from '../../platform/register-call';
import type { CaptchaService } from './service';

const tooFast = {
  code: CaptchaCode.RETRY_WAIT,
  httpStatus: 200,
  message: 'Too many requests, retry in a second',
};

export function registerCaptchaRoutes(app: FastifyInstance, deps: CallDeps, captcha: CaptchaService): void {
  registerCall(
    app,
    deps,
    Captcha,
    async ({ input, site, request }) => {
      if (!captcha.enabled) return { token: '', captcha: '', placeholder: '' };
      const issued = await captcha.issue({ siteId: site.id, type: input.type, ip: request.ip });
      if (!issued) throw new AppError(tooFast);
      return { token: issued.token, captcha: issued.svg, placeholder: '' };
    },
    { tags: ['account'] },
  );
}
