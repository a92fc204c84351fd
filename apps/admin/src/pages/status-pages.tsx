import { useGetIdentity } from '@refinedev/core';
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { StaffProfile } from '../api/staff-session';
import { homePath } from '../layout/menu';

function Home() {
  const { t } = useTranslation();
  const { data: staff } = useGetIdentity<StaffProfile>();
  return (
    <Link to={homePath(staff?.role)}>
      <Button type="primary">{t('errors.home')}</Button>
    </Link>
  );
}

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Result status="404" title={t('errors.notFoundTitle')} subTitle={t('errors.notFound')} extra={<Home />} />
  );
}

export function ForbiddenPage() {
  const { t } = useTranslation();
  return (
    <Result
      status="403"
      title={t('errors.forbiddenTitle')}
      subTitle={t('errors.forbidden')}
      extra={<Home />}
    />
  );
}
