import { CaptchaCode, TIMING, type CallData } from '@arks/contracts';
import { Captcha } from '@arks/contracts/routes';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { callContract } from '../../../api/call';
import { isRequestError } from '../../../api/request-error';
import { accountKeys } from './member-keys';

/** `captcha` is SVG markup, empty (with an empty token) when the site does not ask for one. */
export type CaptchaData = CallData<typeof Captcha>;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * POST /captcha (type 1 login, 2 register). Code 101 means "too soon": wait 1 s and ask again (§4).
 * `force` asks for one even where the site has captchas off (the server asked for it on a login).
 */
export async function fetchCaptcha(
  type: 1 | 2,
  siteId: number,
  signal?: AbortSignal,
  force = false,
): Promise<CaptchaData> {
  for (let attempt = 0; ; attempt++) {
    try {
      const body = { type, site_id: siteId, ...(force ? { force: 1 as const } : {}) };
      return await callContract(Captcha, body, { signal, silent: true });
    } catch (error) {
      if (attempt < 3 && isRequestError(error) && error.code === CaptchaCode.RETRY_WAIT) {
        await wait(TIMING.captchaRetryWait);
        continue;
      }
      throw error;
    }
  }
}

/** The captcha of one form; `refresh` asks for a new image (after a failure too, spec §4 registration). */
export function useCaptcha(type: 1 | 2, siteId: number, enabled = true, force = false) {
  const [nonce, setNonce] = useState(0);
  const query = useQuery({
    queryKey: accountKeys.captcha(type, nonce, force),
    queryFn: ({ signal }) => fetchCaptcha(type, siteId, signal, force),
    enabled,
    staleTime: Infinity,
    gcTime: 0,
  });
  return { ...query, refresh: () => setNonce((n) => n + 1) };
}

/** The image source of a captcha answer: a data/http URL as is, raw SVG markup as a data URL. */
export function captchaImageSrc(captcha: string): string | null {
  if (!captcha) return null;
  if (captcha.startsWith('data:') || captcha.startsWith('http') || captcha.startsWith('/')) return captcha;
  if (captcha.trimStart().startsWith('<svg'))
    return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(captcha)}`;
  return `data:image/png;base64,${captcha}`;
}
