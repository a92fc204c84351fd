import { useTranslation } from 'react-i18next';
import { textFor } from '../../components/content/live-content';
import { MemberHeader, PreviewEmpty, type PreviewDevice } from '../../components/content/member-preview';
import type { InfoPageRow } from './info-pages-page';
import './site-pages.css';

/** The page as the member site draws it at /{kind}/{number}: cover (promotions), title, body. */
export function InfoPagePreview(props: {
  device: PreviewDevice;
  page: InfoPageRow | undefined;
  language: string;
  fallback: string;
}) {
  const { t } = useTranslation();
  const p = props.page;
  const pick = (texts: Record<string, string>) => textFor(texts, props.language, props.fallback);
  return (
    <>
      <MemberHeader device={props.device} />
      {p ? (
        <article
          className={`member-info member-info-${props.device}`}
          data-testid={`preview-info-${props.device}`}
        >
          {p.kind === 'discount' && p.cover_url ? (
            <img className="member-info-cover" src={p.cover_url} alt="" />
          ) : null}
          <h1>{pick(p.titles)}</h1>
          {/* Stored sanitized by the server; the console's policy runs no inline script either. */}
          <div className="member-rich" dangerouslySetInnerHTML={{ __html: pick(p.bodies) }} />
        </article>
      ) : (
        <PreviewEmpty what={t('sitePages.info.previewWhat')} />
      )}
    </>
  );
}
