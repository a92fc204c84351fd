import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageBody, PageHeader } from '../../layout/page-header';
import { SiteForm } from './site-form';

export function SiteCreate() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { message } = App.useApp();
  return (
    <>
      <PageHeader
        title={t('sites.createTitle')}
        subtitle={t('sites.createSubtitle')}
        crumbs={[{ title: t('menu.sites'), path: '/sites' }, { title: t('sites.createTitle') }]}
      />
      <PageBody>
        <SiteForm
          onSaved={(site) => {
            message.success(t('sites.created', { name: site.name }));
            void navigate(`/sites/${site.id}`);
          }}
        />
      </PageBody>
    </>
  );
}
