import { EditOutlined, TransactionOutlined } from '@ant-design/icons';
import {
  AdminBetSearch,
  AdminDepositList,
  AdminMemberBankAccounts,
  AdminMemberBankAccountVerify,
  AdminMemberGameSessions,
  AdminMemberLedger,
  AdminMemberLetters,
  AdminMemberLinks,
  AdminMemberLoginNetworksSave,
  AdminMemberLogins,
  AdminMemberNoteAdd,
  AdminMemberNotes,
  AdminWithdrawalList,
  type AdminCallContract,
  type AdminMemberDetail,
} from '@arks/contracts';
import { useCan, useGetIdentity, useShow } from '@refinedev/core';
import {
  App,
  Button,
  Card,
  Descriptions,
  Form,
  Result,
  Select,
  Skeleton,
  Space,
  Tabs,
  Tag,
  Typography,
} from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { useSiteScope } from '../../app/site-scope';
import { DecisionModal } from '../../components/decision-modal';
import { useDecision } from '../../components/use-decision';
import { useAdminAction } from '../../api/use-admin';
import { StatusTag, TimeText } from '../../components/values';
import { PageBody, PageHeader } from '../../layout/page-header';
import { AdjustmentModal } from '../../components/adjustment-modal';
import { MemberDeposits, MemberWithdrawals } from '../../components/member-money';
import { canCall } from '../../api/roles';
import type { StaffProfile } from '../../api/staff-session';
import { useStatusDecision } from './member-status';
import { MemberBankAccounts } from './tabs/member-bank-accounts';
import { MemberBets } from './tabs/member-bets';
import { MemberGames } from './tabs/member-games';
import { MemberLedger } from './tabs/member-ledger';
import { MemberLetters } from './tabs/member-letters';
import { MemberLinks } from './tabs/member-links';
import { MemberLogins } from './tabs/member-logins';
import { MemberNotes } from './tabs/member-notes';

type MemberDetail = z.output<(typeof AdminMemberDetail)['data']>;

const text = (value: unknown): ReactNode => {
  if (value === null || value === undefined || value === '')
    return <Typography.Text type="secondary">—</Typography.Text>;
  return String(value);
};

/** Another member named by id (agent, introducer): a link to their page. */
const memberLink = (value: unknown): ReactNode =>
  typeof value === 'number' ? <Link to={`/members/${value}`}>#{value}</Link> : text(value);

function Profile({ member }: { member: MemberDetail }) {
  const { t } = useTranslation();
  const { siteName } = useSiteScope();
  const d = member.detail as Record<string, unknown>;
  const yesNo = (v: unknown) => (v ? t('common.yes') : t('common.no'));
  return (
    <Descriptions bordered column={{ xs: 1, md: 2, xl: 3 }} size="middle">
      <Descriptions.Item label={t('members.fields.id')}>{member.id}</Descriptions.Item>
      <Descriptions.Item label={t('members.fields.account')}>
        <Typography.Text copyable>{member.account}</Typography.Text>
      </Descriptions.Item>
      <Descriptions.Item label={t('members.fields.status')}>
        <StatusTag area="members" value={member.status} />
      </Descriptions.Item>
      <Descriptions.Item label={t('members.fields.site')}>{siteName(member.site_id)}</Descriptions.Item>
      <Descriptions.Item label={t('members.fields.currency')}>{member.currency}</Descriptions.Item>
      <Descriptions.Item label={t('members.fields.createdAt')}>
        <TimeText value={member.created_at} />
      </Descriptions.Item>
      <Descriptions.Item label={t('members.fields.name')}>{text(d.name)}</Descriptions.Item>
      <Descriptions.Item label={t('members.fields.email')}>{text(d.email)}</Descriptions.Item>
      <Descriptions.Item label={t('members.fields.phone')}>{text(d.phone)}</Descriptions.Item>
      <Descriptions.Item label={t('members.fields.birthday')}>{text(d.birthday)}</Descriptions.Item>
      <Descriptions.Item label={t('members.fields.identityId')}>{text(d.identity_id)}</Descriptions.Item>
      <Descriptions.Item label={t('members.fields.memberType')}>{text(d.member_type)}</Descriptions.Item>
      <Descriptions.Item label={t('members.fields.agent')}>{memberLink(d.introducer_id)}</Descriptions.Item>
      <Descriptions.Item label={t('members.fields.introducer')}>
        {memberLink(d.recommender_id)}
      </Descriptions.Item>
      <Descriptions.Item label={t('members.fields.registerIp')}>
        <span className="admin-mono">{text(d.register_ip)}</span>
      </Descriptions.Item>
      <Descriptions.Item label={t('members.fields.withdrawPassword')}>
        {yesNo(d.has_withdraw_password)}
      </Descriptions.Item>
      <Descriptions.Item label={t('members.fields.mustChangePassword')}>
        {yesNo(d.must_change_password)}
      </Descriptions.Item>
      <Descriptions.Item label={t('members.fields.doubleValidation')}>
        {yesNo(d.double_validation)}
      </Descriptions.Item>
      <Descriptions.Item label={t('members.fields.loginNetworks')}>
        <LoginNetworks member={member} networks={(d.login_allowed_networks as string[] | undefined) ?? []} />
      </Descriptions.Item>
    </Descriptions>
  );
}

/** The networks the member may log in from (login code 203 elsewhere), and their change. */
function LoginNetworks({ member, networks }: { member: MemberDetail; networks: string[] }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { ask, modal } = useDecision();
  const { query } = useShow<MemberDetail>({ resource: 'members', id: member.id });
  const save = useAdminAction(AdminMemberLoginNetworksSave, { resource: 'members' });
  const mayEdit = canCall(useGetIdentity<StaffProfile>().data?.role, AdminMemberLoginNetworksSave);
  const askEdit = () =>
    ask({
      title: t('members.loginNetworks.title', { account: member.account }),
      fields: (
        <Form.Item
          name="networks"
          label={t('members.fields.loginNetworks')}
          extra={t('members.loginNetworks.help')}
          initialValue={networks}
        >
          <Select mode="tags" tokenSeparators={[',', ' ']} open={false} placeholder="203.0.113.0/24" />
        </Form.Item>
      ),
      reasonRequired: true,
      okText: t('members.loginNetworks.save'),
      confirm: () => ({ title: t('members.loginNetworks.confirm', { account: member.account }) }),
      submit: async (v) => {
        const list = (v.networks as unknown as string[] | undefined) ?? [];
        await save.run({ id: member.id, networks: list, reason: v.reason! });
        await query.refetch();
      },
      onDone: () => message.success(t('members.loginNetworks.saved')),
    });
  return (
    <Space wrap size={4}>
      {networks.length === 0 ? (
        <Typography.Text type="secondary">{t('members.loginNetworks.anywhere')}</Typography.Text>
      ) : (
        networks.map((n) => <Tag key={n}>{n}</Tag>)
      )}
      {mayEdit && (
        <Button size="small" type="link" data-testid="login-networks-edit" onClick={askEdit}>
          {t('members.loginNetworks.edit')}
        </Button>
      )}
      {modal}
    </Space>
  );
}

/** The member page's tabs, each shown only to roles its call admits. */
function useMemberTabs(member: MemberDetail | undefined) {
  const { t } = useTranslation();
  const { data: staff } = useGetIdentity<StaffProfile>();
  if (!member) return [];
  const may = (contract: AdminCallContract) => canCall(staff?.role, contract);
  const tab = (key: string, shown: boolean, children: ReactNode) =>
    shown ? [{ key, label: t(`members.tabs.${key}`), children }] : [];
  const id = member.id;
  return [
    ...tab('profile', true, <Profile member={member} />),
    ...tab('logins', may(AdminMemberLogins), <MemberLogins memberId={id} />),
    ...tab('links', may(AdminMemberLinks), <MemberLinks memberId={id} />),
    ...tab('notes', may(AdminMemberNotes), <MemberNotes memberId={id} canWrite={may(AdminMemberNoteAdd)} />),
    ...tab('ledger', may(AdminMemberLedger), <MemberLedger memberId={id} />),
    ...tab('deposits', may(AdminDepositList), <MemberDeposits memberId={id} />),
    ...tab('withdrawals', may(AdminWithdrawalList), <MemberWithdrawals memberId={id} />),
    ...tab('games', may(AdminMemberGameSessions), <MemberGames memberId={id} />),
    ...tab('bets', may(AdminBetSearch), <MemberBets memberId={id} />),
    ...tab('letters', may(AdminMemberLetters), <MemberLetters memberId={id} />),
    ...tab(
      'bankAccounts',
      may(AdminMemberBankAccounts),
      <MemberBankAccounts memberId={id} canVerify={may(AdminMemberBankAccountVerify)} />,
    ),
  ];
}

export function MemberShow() {
  const { t } = useTranslation();
  const { id } = useParams<{ id: string }>();
  const [params, setParams] = useSearchParams();
  const { query } = useShow<MemberDetail>({ resource: 'members', id });
  const member = query.data?.data;
  const [changing, setChanging] = useState(false);
  const [adjusting, setAdjusting] = useState(false);
  const canAdjust = useCan({ resource: 'approvals', action: 'adjust' }).data?.can;
  const canSeeTurnover = useCan({ resource: 'memberTurnover', action: 'list' }).data?.can;
  const decision = useStatusDecision(member);
  const canSetStatus = useCan({ resource: 'members', action: 'setStatus' }).data?.can;
  const tabs = useMemberTabs(member);

  if (query.isError) {
    return <Result status="404" title={t('errors.notFoundTitle')} subTitle={query.error?.message} />;
  }
  const title = member ? t('members.detailTitle', { account: member.account }) : '…';
  return (
    <>
      <PageHeader
        title={title}
        crumbs={[{ title: t('menu.members'), path: '/members' }, { title: member?.account ?? String(id) }]}
        tags={member && <StatusTag area="members" value={member.status} />}
        extra={
          <>
            {member && canSeeTurnover && (
              <Link to={`/turnover/members?member_id=${member.id}`} data-testid="member-turnover-link">
                <Button>{t('members.turnoverLink')}</Button>
              </Link>
            )}
            {canAdjust && (
              <Button
                data-testid="adjust-balance"
                icon={<TransactionOutlined />}
                disabled={!member}
                onClick={() => setAdjusting(true)}
              >
                {t('money.adjust.open')}
              </Button>
            )}
            {canSetStatus && (
              <Button
                type="primary"
                danger
                data-testid="change-status"
                icon={<EditOutlined />}
                disabled={!member}
                onClick={() => setChanging(true)}
              >
                {t('members.changeStatus')}
              </Button>
            )}
          </>
        }
      />
      <PageBody>
        <Card>
          {!member ? (
            <Skeleton active />
          ) : (
            <Tabs
              // The open tab is in the address: a link or a reload lands on the same tab.
              activeKey={tabs.some((tab) => tab.key === params.get('tab')) ? params.get('tab')! : 'profile'}
              onChange={(key) => setParams(key === 'profile' ? {} : { tab: key }, { replace: true })}
              destroyOnHidden
              items={tabs}
            />
          )}
        </Card>
      </PageBody>
      <DecisionModal decision={decision} open={changing} onClose={() => setChanging(false)} />
      {member && <AdjustmentModal member={member} open={adjusting} onClose={() => setAdjusting(false)} />}
    </>
  );
}
