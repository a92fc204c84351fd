import { DownOutlined, PlusOutlined } from '@ant-design/icons';
import {
  isMoneyRole,
  AdminStaffCreate,
  AdminStaffEndSessions,
  AdminStaffResetTotp,
  AdminStaffUpdate,
  STAFF_ROLES,
  ZStaffStatus,
  type AdminStaffRow,
  type TStaffChange,
  type TStaffRole,
} from '@arks/contracts';
import { getDefaultFilter, useTable } from '@refinedev/antd';
import type { HttpError } from '@refinedev/core';
import {
  Alert,
  App,
  Button,
  Card,
  Dropdown,
  Form,
  Input,
  Radio,
  Select,
  Space,
  Table,
  Tag,
  Typography,
} from 'antd';
import { useTranslation } from 'react-i18next';
import { useAdminAction } from '../../api/use-admin';
import { usePreferences } from '../../app/preferences';
import { ExportCsv } from '../../components/export-csv';
import { TimeText } from '../../components/values';
import { PageBody, PageHeader } from '../../layout/page-header';
import { formatTime } from '../../lib/format';
import { useDecision } from '../../components/use-decision';
import { SearchCard, withTotals } from '../../components/list-parts';
import { StaffProposals, usePendingStaffProposals } from './staff-proposals';

interface Search {
  account?: string;
  role?: string;
  status?: string;
}

/**
 * Staff accounts: create with a first password, change role, disable, reset two-factor, end sessions.
 * What gives or restores power waits for a second admin, in the card above the list.
 */
export function StaffList() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const proposals = usePendingStaffProposals();
  /** Says what a change did: done, or waiting for a second admin (then the card above shows it). */
  const said = (answer: TStaffChange, done: string, account: string) => {
    if (answer.outcome === 'proposed') {
      void proposals.refetch();
      message.info(t('staff.waits', { account }));
    } else message.success(done);
  };
  const { timeZone } = usePreferences();
  const { ask, modal } = useDecision();
  const refresh = { resource: 'staff' };
  const create = useAdminAction(AdminStaffCreate, refresh);
  const update = useAdminAction(AdminStaffUpdate, refresh);
  const resetTotp = useAdminAction(AdminStaffResetTotp, refresh);
  const endSessions = useAdminAction(AdminStaffEndSessions, refresh);
  const { tableProps, searchFormProps, filters, sorters } = useTable<AdminStaffRow, HttpError, Search>({
    resource: 'staff',
    syncWithLocation: true,
    pagination: { pageSize: 20 },
    onSearch: (values) => [
      { field: 'account', operator: 'contains', value: values.account?.trim() },
      { field: 'role', operator: 'eq', value: values.role },
      { field: 'status', operator: 'eq', value: values.status },
    ],
  });
  const roleName = (role: string) => t(`roles.${role}`);
  const roles = STAFF_ROLES.map((r) => ({ value: r, label: roleName(r) }));
  const statuses = ZStaffStatus.options.map((s) => ({ value: s, label: t(`staff.status.${s}`) }));

  const askCreate = () =>
    ask({
      title: t('staff.createTitle'),
      fields: (
        <>
          <Form.Item
            name="account"
            label={t('staff.fields.account')}
            rules={[{ required: true, whitespace: true }]}
          >
            <Input maxLength={32} autoComplete="off" />
          </Form.Item>
          <Form.Item
            name="role"
            label={t('staff.fields.role')}
            initialValue="support"
            rules={[{ required: true }]}
          >
            <Radio.Group options={roles} optionType="button" />
          </Form.Item>
          <Form.Item noStyle dependencies={['role']}>
            {({ getFieldValue }) =>
              isMoneyRole(getFieldValue('role') as TStaffRole) && (
                <Alert type="info" showIcon title={t('staff.moneyRoleHint')} style={{ marginBottom: 16 }} />
              )
            }
          </Form.Item>
          <Form.Item
            name="password"
            label={t('staff.fields.password')}
            extra={t('staff.fields.passwordHelp')}
            rules={[{ required: true, min: 12 }]}
          >
            <Input.Password maxLength={128} autoComplete="new-password" />
          </Form.Item>
        </>
      ),
      reasonRequired: true,
      okText: t('staff.create'),
      confirm: (v) => ({
        title: t(isMoneyRole(v.role as TStaffRole) ? 'staff.confirmCreateProposal' : 'staff.confirmCreate', {
          account: v.account,
          role: roleName(v.role!),
        }),
      }),
      submit: async (v) =>
        said(
          await create.run({
            account: v.account!,
            password: v.password!,
            role: v.role as TStaffRole,
            reason: v.reason!,
          }),
          t('staff.created', { account: v.account }),
          v.account!,
        ),
    });

  const askRole = (s: AdminStaffRow) =>
    ask({
      title: `${t('staff.changeRole')} · ${s.account}`,
      fields: (
        <>
          <Form.Item
            name="role"
            label={t('staff.newRole')}
            initialValue={s.role}
            rules={[{ required: true }]}
          >
            <Radio.Group options={roles} optionType="button" />
          </Form.Item>
          <Form.Item noStyle dependencies={['role']}>
            {({ getFieldValue }) =>
              getFieldValue('role') !== s.role &&
              isMoneyRole(getFieldValue('role') as TStaffRole) && (
                <Alert type="info" showIcon title={t('staff.raiseHint')} style={{ marginBottom: 16 }} />
              )
            }
          </Form.Item>
        </>
      ),
      reasonRequired: true,
      okText: t('staff.changeRole'),
      danger: true,
      confirm: (v) => ({
        title: t(
          v.role !== s.role && isMoneyRole(v.role as TStaffRole) ? 'staff.confirmRaise' : 'staff.confirmRole',
          { account: s.account, role: roleName(v.role!) },
        ),
      }),
      submit: async (v) =>
        said(
          await update.run({ id: s.id, role: v.role as TStaffRole, reason: v.reason! }),
          t('staff.roleChanged', { account: s.account, role: roleName(v.role!) }),
          s.account,
        ),
    });

  const askStatus = (s: AdminStaffRow) => {
    const status = s.status === 'active' ? 'disabled' : 'active';
    ask({
      title: `${t(status === 'disabled' ? 'staff.disable' : 'staff.enable')} · ${s.account}`,
      reasonRequired: true,
      okText: t(status === 'disabled' ? 'staff.disable' : 'staff.enable'),
      danger: status === 'disabled',
      confirm: () => ({
        title: t(status === 'disabled' ? 'staff.confirmDisable' : 'staff.confirmEnable', {
          account: s.account,
        }),
      }),
      submit: async (v) =>
        said(
          await update.run({ id: s.id, status, reason: v.reason! }),
          t('staff.statusChanged', { account: s.account, status: t(`staff.status.${status}`) }),
          s.account,
        ),
    });
  };

  const askSimple = (s: AdminStaffRow, which: 'resetTotp' | 'endSessions') =>
    ask({
      title: `${t(`staff.${which}`)} · ${s.account}`,
      reasonRequired: true,
      okText: t(`staff.${which}`),
      danger: true,
      confirm: () => ({
        title: t(which === 'resetTotp' ? 'staff.confirmResetTotp' : 'staff.confirmEndSessions', {
          account: s.account,
        }),
      }),
      submit: async (v) => {
        if (which === 'endSessions') {
          await endSessions.run({ id: s.id, reason: v.reason! });
          message.success(t('staff.sessionsEnded', { account: s.account }));
        } else said(await resetTotp.run({ id: s.id, reason: v.reason! }), '', s.account);
      },
    });

  return (
    <>
      <PageHeader
        title={t('staff.title')}
        subtitle={t('staff.subtitle')}
        crumbs={[{ title: t('menu.staff') }, { title: t('staff.menu.staff') }]}
        extra={
          <>
            <ExportCsv<AdminStaffRow>
              resource="staff"
              filters={filters}
              sorters={sorters}
              filename="staff"
              mapData={(s) => ({
                [t('staff.fields.id')]: s.id,
                [t('staff.fields.account')]: s.account,
                [t('staff.fields.role')]: roleName(s.role),
                [t('staff.fields.status')]: t(`staff.status.${s.status}`),
                [t('staff.fields.totp')]: s.totp_enabled ? t('staff.totpOn') : t('staff.totpOff'),
                [t('staff.fields.sessions')]: s.open_sessions,
                [t('staff.fields.lastLogin')]: s.last_login_at ? formatTime(s.last_login_at, timeZone) : '',
                [t('staff.fields.createdAt')]: formatTime(s.created_at, timeZone),
              })}
            />
            <Button type="primary" icon={<PlusOutlined />} onClick={askCreate} data-testid="staff-create">
              {t('staff.create')}
            </Button>
          </>
        }
      />
      <PageBody>
        <StaffProposals />
        <SearchCard
          formProps={searchFormProps}
          initialValues={{
            account: getDefaultFilter('account', filters, 'contains'),
            role: getDefaultFilter('role', filters, 'eq'),
            status: getDefaultFilter('status', filters, 'eq'),
          }}
        >
          <Form.Item name="account" label={t('staff.fields.account')} style={{ marginBottom: 16 }}>
            <Input allowClear maxLength={32} style={{ width: 200 }} />
          </Form.Item>
          <Form.Item name="role" label={t('staff.fields.role')} style={{ marginBottom: 16 }}>
            <Select allowClear placeholder={t('common.all')} options={roles} style={{ width: 140 }} />
          </Form.Item>
          <Form.Item name="status" label={t('staff.fields.status')} style={{ marginBottom: 16 }}>
            <Select allowClear placeholder={t('common.all')} options={statuses} style={{ width: 120 }} />
          </Form.Item>
        </SearchCard>
        <Card size="small" styles={{ body: { padding: 0 } }}>
          <Table<AdminStaffRow>
            {...tableProps}
            rowKey="id"
            size="middle"
            scroll={{ x: 1250 }}
            pagination={withTotals(tableProps.pagination, t)}
          >
            <Table.Column<AdminStaffRow> dataIndex="id" title={t('staff.fields.id')} width={70} />
            <Table.Column<AdminStaffRow>
              dataIndex="account"
              title={t('staff.fields.account')}
              render={(a: string) => <Typography.Text strong>{a}</Typography.Text>}
            />
            <Table.Column<AdminStaffRow>
              dataIndex="role"
              title={t('staff.fields.role')}
              render={(r: string) => <Tag>{roleName(r)}</Tag>}
            />
            <Table.Column<AdminStaffRow>
              dataIndex="status"
              title={t('staff.fields.status')}
              render={(s: string) => (
                <Tag color={s === 'active' ? 'success' : 'default'} bordered={false}>
                  {t(`staff.status.${s}`)}
                </Tag>
              )}
            />
            <Table.Column<AdminStaffRow>
              dataIndex="totp_enabled"
              title={t('staff.fields.totp')}
              render={(on: boolean) => (
                <Tag color={on ? 'success' : 'warning'} bordered={false}>
                  {on ? t('staff.totpOn') : t('staff.totpOff')}
                </Tag>
              )}
            />
            <Table.Column<AdminStaffRow>
              dataIndex="open_sessions"
              title={t('staff.fields.sessions')}
              width={110}
            />
            <Table.Column<AdminStaffRow>
              dataIndex="last_login_at"
              width={180}
              title={t('staff.fields.lastLogin')}
              render={(v: string | null) => <TimeText value={v} />}
            />
            <Table.Column<AdminStaffRow>
              dataIndex="created_at"
              width={180}
              title={t('staff.fields.createdAt')}
              render={(v: string) => <TimeText value={v} />}
            />
            <Table.Column<AdminStaffRow>
              title={t('common.actions')}
              fixed="right"
              width={190}
              render={(_, s) => (
                <Space size={4}>
                  <Button size="small" onClick={() => askRole(s)}>
                    {t('staff.changeRole')}
                  </Button>
                  <Dropdown
                    trigger={['click']}
                    menu={{
                      items: [
                        {
                          key: 'status',
                          danger: s.status === 'active',
                          label: t(s.status === 'active' ? 'staff.disable' : 'staff.enable'),
                        },
                        { key: 'resetTotp', label: t('staff.resetTotp'), disabled: !s.totp_enabled },
                        {
                          key: 'endSessions',
                          label: t('staff.endSessions'),
                          disabled: s.open_sessions === 0,
                        },
                      ],
                      onClick: ({ key }) =>
                        key === 'status' ? askStatus(s) : askSimple(s, key as 'resetTotp' | 'endSessions'),
                    }}
                  >
                    <Button size="small" data-testid={`staff-more-${s.account}`}>
                      {t('staff.more')} <DownOutlined />
                    </Button>
                  </Dropdown>
                </Space>
              )}
            />
          </Table>
        </Card>
      </PageBody>
      {modal}
    </>
  );
}
