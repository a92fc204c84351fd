import { randomBytes } from 'node:crypto';
import { Captcha, CaptchaCode, ClientCaptcha, hideClientCaptcha } from '@arks/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../../platform/app-error';
import { registerCall, type CallDeps } from '../../../platform/register-call';
import { drawCaptcha } from './image';
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
      // A forced captcha is issued even under CAPTCHA_MODE=off: without it an account past its
      // failure threshold could not log in at all.
      if (input.force !== 1 && !(await captcha.required(site.id)))
        return { token: '', captcha: '', placeholder: '' };
      const issued = await captcha.issue({ siteId: site.id, type: input.type, ip: request.ip });
      if (!issued) throw new AppError(tooFast);
      return { token: issued.token, captcha: issued.svg, placeholder: '' };
    },
    { tags: ['account'] },
  );
  // Spec §7 clientCaptcha: checked by the client itself, so nothing is stored; see the contract.
  registerCall(
    app,
    deps,
    ClientCaptcha,
    async () => {
      const image = drawCaptcha();
      const key = randomBytes(16).toString('base64');
      return { text: hideClientCaptcha(image.text, key), svg: hideClientCaptcha(image.svg, key), key };
    },
    { tags: ['account'] },
  );
}
