import { Space, Typography } from 'antd';
import { Link } from 'react-router';
import { useSiteScope } from '../app/site-scope';

/** A member's account (a link to their page) over their site's name, for the lists of orders. */
export function MemberCell({
  account,
  memberId,
  siteId,
}: {
  account: string;
  memberId: number;
  siteId: number;
}) {
  const { siteName } = useSiteScope();
  return (
    <Space direction="vertical" size={0}>
      <Link to={`/members/${memberId}`}>{account}</Link>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {siteName(siteId)}
      </Typography.Text>
    </Space>
  );
}
