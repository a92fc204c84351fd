import { Form, Input, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AdminSite } from '../../app/site-scope';
import { previewLanguages } from './logic/member-text';

/**
 * One text per language of the site, as tabs; the site's default language (the fallback of every
 * other reader) is marked required. `name` is the form field (`titles`, `bodies`).
 */
export function TextsInput({
  site,
  name,
  label,
  multiline,
  max,
  required,
}: {
  site: AdminSite;
  name: string;
  label: string;
  multiline?: boolean;
  max: number;
  /** Languages that must be written (default: the site's default language). */
  required?: string[];
}) {
  const { t } = useTranslation();
  const must = required ?? [site.default_language];
  return (
    <Form.Item label={label} required style={{ marginBottom: 8 }}>
      <Tabs
        size="small"
        items={previewLanguages(site).map((lang) => ({
          key: lang,
          label: must.includes(lang) ? `${lang} *` : lang,
          forceRender: true,
          children: (
            <Form.Item
              name={[name, lang]}
              style={{ marginBottom: 0 }}
              rules={[
                {
                  required: must.includes(lang),
                  whitespace: true,
                  message: t('engagement.textRequired', { lang }),
                },
                { max, message: t('engagement.textTooLong', { max }) },
              ]}
            >
              {multiline ? (
                <Input.TextArea rows={5} placeholder={t('engagement.htmlHint')} />
              ) : (
                <Input maxLength={max} />
              )}
            </Form.Item>
          ),
        }))}
      />
    </Form.Item>
  );
}

/** The form's texts without empty languages, as the calls take them. */
export const writtenTexts = (texts: Record<string, string | undefined> = {}): Record<string, string> =>
  Object.fromEntries(
    Object.entries(texts).filter(
      (e): e is [string, string] => typeof e[1] === 'string' && e[1].trim() !== '',
    ),
  );
