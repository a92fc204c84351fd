import { Breadcrumb, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface Crumb {
  title: string;
  path?: string;
}

/** The top of every page, as ProLayout's PageContainer draws it: where you are, what it is, what you can do. */
export function PageHeader(props: {
  title: ReactNode;
  subtitle?: ReactNode;
  crumbs?: Crumb[];
  extra?: ReactNode;
  tags?: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <div className="admin-page-header">
      {props.crumbs && (
        <Breadcrumb
          items={props.crumbs.map((c) => ({ title: c.path ? <Link to={c.path}>{c.title}</Link> : c.title }))}
        />
      )}
      <div className="admin-page-header-row">
        <div className="admin-page-title">
          <Typography.Title level={4}>{props.title}</Typography.Title>
          {props.tags}
          {props.subtitle && <Typography.Text type="secondary">{props.subtitle}</Typography.Text>}
        </div>
        {props.extra && <div className="admin-page-extra">{props.extra}</div>}
      </div>
      {props.footer}
    </div>
  );
}

/** The page's content under its header. */
export const PageBody = ({ children }: { children: ReactNode }) => (
  <div className="admin-page-body">{children}</div>
);
