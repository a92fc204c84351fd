import { SMS_LIMITS, type LangCode } from '@arks/contracts';
import { serverMessage } from '../../../messages';
import type { Site } from '../../sites/site';

/**
 * The verification SMS in the member's language, naming the site as that reader knows it (its Chinese
 * title for Chinese readers, its English one for everyone else).
 */
export function smsCodeText(
  site: Pick<Site, 'titleZh' | 'titleEn'>,
  code: string,
  language: LangCode,
): string {
  const vars: Record<string, string> = {
    site: language.startsWith('zh_') ? site.titleZh : site.titleEn,
    code,
    minutes: String(SMS_LIMITS.codeTtlSeconds / 60),
  };
  return serverMessage('sms.verifyCode', language)!.replace(
    /\{\{(\w+)\}\}/g,
    (_, name: string) => vars[name] ?? '',
  );
}
