import type { TSiteModelItem } from '@arks/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** An item's picture as its link: site paths stay in the app, http(s) leave it; no link, no anchor. */
export function ModelLink({
  item,
  children,
  className,
}: {
  item: TSiteModelItem;
  children: ReactNode;
  className?: string;
}) {
  if (!item.link) return <div className={className}>{children}</div>;
  const newTab = item.link_method === 1 ? { target: '_blank', rel: 'noopener noreferrer' } : {};
  if (/^https?:\/\//i.test(item.link)) {
    return (
      <a href={item.link} className={className} {...newTab}>
        {children}
      </a>
    );
  }
  if (!item.link.startsWith('/')) return <div className={className}>{children}</div>;
  return (
    <Link to={item.link} className={className} {...newTab}>
      {children}
    </Link>
  );
}
