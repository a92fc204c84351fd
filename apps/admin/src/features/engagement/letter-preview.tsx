import { dropForeignSource, RICH_HTML_POLICY } from '@arks/contracts';
import DOMPurify from 'dompurify';
import { Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AdminSite } from '../../app/site-scope';
import { TimeText } from '../../components/values';
import { memberText } from './logic/member-text';
import { MemberPreview } from './member-preview';

// The policy's hook, as the server runs it: a picture from outside the content image store is dropped.
DOMPurify.addHook('afterSanitizeAttributes', (node) => void dropForeignSource(node));

/**
 * A letter as it opens in the member's inbox. The body is sanitized with the server's own policy, so
 * what shows here is what the server will store and members will read.
 */
export function LetterPreview({
  site,
  titles,
  bodies,
  at,
}: {
  site: AdminSite;
  titles: Record<string, string>;
  bodies: Record<string, string>;
  at: string;
}) {
  const { t } = useTranslation();
  return (
    <MemberPreview
      site={site}
      render={(lang) => {
        const title = memberText(titles, lang, site.default_language);
        const body = memberText(bodies, lang, site.default_language);
        if (!title && !body) return <Empty description={t('engagement.preview.empty')} />;
        return (
          <article className="member-preview-letter">
            <h5>{title}</h5>
            <time>
              <TimeText value={at} />
            </time>
            <div
              className="member-preview-body"
              // Sanitized with the policy the server stores letters under (RICH_HTML_POLICY).
              dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(body, RICH_HTML_POLICY) }}
            />
          </article>
        );
      }}
    />
  );
}
