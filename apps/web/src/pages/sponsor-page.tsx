import { useTranslation } from 'react-i18next';
import { PageFrame } from '../components/page-frame';
import { SponsorList } from '../features/content/components/sponsor-list';
import { useLayoutMode } from '../features/layout/components/layout-mode-context';
import { useSiteContext } from '../features/site/components/use-site-context';

/** /sponsor: the site's sponsorships (spec §7 model_sponsor), kept by staff per language and template. */
export function SponsorPage() {
  const { t } = useTranslation();
  const { siteId, env, language } = useSiteContext();
  const mobile = useLayoutMode() === 'mobile';
  return (
    <PageFrame title={t('pages.sponsor')}>
      <SponsorList
        siteId={siteId}
        language={language}
        modelVersion={mobile ? env.mobile_template : env.template}
      />
    </PageFrame>
  );
}
