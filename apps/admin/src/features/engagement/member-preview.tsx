import { Segmented, Space, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminSite } from '../../app/site-scope';
import { previewLanguages } from './logic/member-text';
import './member-preview.css';

/**
 * How members will see it: the same content at phone and desktop width, in a language the staff
 * member picks (each reader's fallback applied by `render`). Drawn from the data being edited, never
 * from sample content.
 */
export function MemberPreview({
  site,
  render,
}: {
  site: AdminSite;
  render: (lang: string, device: 'phone' | 'desktop') => ReactNode;
}) {
  const { t } = useTranslation();
  const languages = previewLanguages(site);
  const [lang, setLang] = useState(languages[0]!);
  const title = site.title_en || site.name;
  return (
    <Space direction="vertical" size={10} style={{ width: '100%' }} data-testid="member-preview">
      <Space wrap>
        <Typography.Text type="secondary">{t('engagement.preview.readAs')}</Typography.Text>
        <Segmented size="small" value={lang} onChange={(v) => setLang(String(v))} options={languages} />
      </Space>
      <div className="member-preview">
        {(['phone', 'desktop'] as const).map((device) => (
          <div key={device} className="member-preview-device">
            <Typography.Text type="secondary">{t(`engagement.preview.${device}`)}</Typography.Text>
            <div className={`member-preview-screen member-preview-${device}`}>
              <div className="member-preview-bar">
                {device === 'desktop' && (
                  <span className="member-preview-dots">
                    <i />
                    <i />
                    <i />
                  </span>
                )}
                {title}
              </div>
              <div className="member-preview-page">{render(lang, device)}</div>
            </div>
          </div>
        ))}
      </div>
    </Space>
  );
}
