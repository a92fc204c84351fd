import { AdminLevelConfig, AdminMemberLevel, AdminMemberLevelSet } from '@arks/contracts';
import { useGetIdentity } from '@refinedev/core';
import {
  Alert,
  App,
  Button,
  Card,
  Checkbox,
  Descriptions,
  Form,
  Input,
  Select,
  Table,
  Tag,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { failureText } from '../../api/admin-client';
import { canCall } from '../../api/roles';
import type { StaffProfile } from '../../api/staff-session';
import { useAdminAction, useAdminQuery } from '../../api/use-admin';
import { DecisionModal, type Decision } from '../../components/decision-modal';
import { Amount, TimeText } from '../../components/values';
import { PageBody, PageHeader } from '../../layout/page-header';

/** Levels › a member's level: figures, how it was reached, the history, bonuses; set by hand. */
export function MemberLevelPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [params, setParams] = useSearchParams();
  const id = Number(params.get('member_id') ?? '');
  const valid = Number.isSafeInteger(id) && id > 0;
  const { data: staff } = useGetIdentity<StaffProfile>();
  const view = useAdminQuery(AdminMemberLevel, { id }, { enabled: valid, retry: false });
  const ladder = useAdminQuery(
    AdminLevelConfig,
    { site_id: view.data?.site_id ?? 0 },
    { enabled: view.data !== undefined },
  );
  const set = useAdminAction(AdminMemberLevelSet, { resource: 'levels' });
  const [decision, setDecision] = useState<Decision | null>(null);
  const mayChange = canCall(staff?.role, AdminMemberLevelSet);
  const m = view.data;
  const edit = (): Decision | null =>
    m
      ? {
          title: t('levels.member.setTitle', { id: m.member_id }),
          reasonRequired: true,
          okText: t('common.confirm'),
          fields: (
            <>
              <Form.Item
                name="level"
                label={t('levels.member.level')}
                initialValue={m.level}
                rules={[{ required: true }]}
              >
                <Select
                  options={(ladder.data?.levels ?? []).map((l) => ({
                    value: l.level,
                    label: `${l.level} · ${Object.values(l.names)[0] ?? ''}`,
                  }))}
                />
              </Form.Item>
              <Form.Item
                name="pinned"
                valuePropName="checked"
                initialValue={m.pinned}
                extra={t('levels.member.pinnedHelp')}
              >
                <Checkbox>{t('levels.member.pinned')}</Checkbox>
              </Form.Item>
            </>
          ),
          confirm: (v) => ({
            title: t('levels.member.confirmTitle', { id: m.member_id, from: m.level, to: v.level }),
          }),
          submit: async (v) => {
            await set.run({
              id: m.member_id,
              level: Number(v.level),
              pinned: Boolean(v.pinned as unknown),
              reason: v.reason!.trim(),
            });
            await view.refetch();
          },
          onDone: () => message.success(t('levels.member.saved')),
        }
      : null;

  return (
    <>
      <PageHeader
        title={t('levels.member.title')}
        subtitle={t('levels.member.subtitle')}
        crumbs={[{ title: t('menu.wagering') }, { title: t('levels.menu.members') }]}
      />
      <PageBody>
        <Card>
          <Input.Search
            placeholder={t('levels.member.search')}
            defaultValue={valid ? String(id) : ''}
            enterButton={t('levels.member.open')}
            inputMode="numeric"
            style={{ maxWidth: 360 }}
            onSearch={(v) => setParams(v.trim() ? { member_id: v.trim() } : {})}
            data-testid="member-level-search"
          />
        </Card>
        {view.isError && (
          <Alert type="error" showIcon title={failureText(view.error)} style={{ marginTop: 16 }} />
        )}
        {m && (
          <>
            <Card
              style={{ marginTop: 16 }}
              title={
                <span>
                  <Tag color="gold">{t('levels.config.level', { level: m.level })}</Tag> {m.name}
                </span>
              }
              extra={
                mayChange && (
                  <Button type="primary" onClick={() => setDecision(edit())} data-testid="member-level-set">
                    {t('levels.member.set')}
                  </Button>
                )
              }
            >
              <Descriptions column={{ xs: 1, md: 2 }} size="small">
                <Descriptions.Item label={t('levels.member.memberId')}>{m.member_id}</Descriptions.Item>
                <Descriptions.Item label={t('levels.member.how')}>
                  {m.how ? t(`levels.member.hows.${m.how}`) : t('levels.member.never')}
                  {m.pinned && <Tag style={{ marginLeft: 8 }}>{t('levels.member.pinned')}</Tag>}
                </Descriptions.Item>
                <Descriptions.Item label={t('levels.member.since')}>
                  <TimeText value={m.since} />
                </Descriptions.Item>
                <Descriptions.Item label={t('levels.member.reason')}>{m.reason ?? '—'}</Descriptions.Item>
                <Descriptions.Item label={t('levels.config.deposits')}>
                  <Amount value={m.deposits} currency={m.currency} />
                </Descriptions.Item>
                <Descriptions.Item label={t('levels.config.validBets')}>
                  <Amount value={m.valid_bets} currency={m.currency} />
                </Descriptions.Item>
                <Descriptions.Item label={t('levels.member.earned')}>{m.earned_level}</Descriptions.Item>
              </Descriptions>
            </Card>
            <Card style={{ marginTop: 16 }} title={t('levels.member.history')}>
              <Table
                size="small"
                rowKey="id"
                pagination={false}
                dataSource={m.history}
                columns={[
                  {
                    title: t('levels.member.at'),
                    dataIndex: 'created_at',
                    render: (v: string) => <TimeText value={v} />,
                  },
                  {
                    title: t('levels.member.change'),
                    render: (_, h) => `${h.from_level ?? '—'} → ${h.to_level}`,
                  },
                  {
                    title: t('levels.member.how'),
                    dataIndex: 'how',
                    render: (v: 'auto' | 'manual') => t(`levels.member.hows.${v}`),
                  },
                  {
                    title: t('levels.member.staff'),
                    dataIndex: 'staff_id',
                    render: (v: number | null) => v ?? '—',
                  },
                  {
                    title: t('levels.member.reason'),
                    dataIndex: 'reason',
                    render: (v: string | null) => v ?? '—',
                  },
                  {
                    title: t('levels.member.figures'),
                    render: (_, h) =>
                      h.deposits === null ? (
                        '—'
                      ) : (
                        <Typography.Text type="secondary">
                          <Amount value={h.deposits} /> / <Amount value={h.valid_bets ?? '0'} />
                        </Typography.Text>
                      ),
                  },
                ]}
              />
            </Card>
            <Card style={{ marginTop: 16 }} title={t('levels.member.bonuses')}>
              <Table
                size="small"
                rowKey="level"
                pagination={false}
                dataSource={m.bonuses}
                columns={[
                  { title: t('levels.member.level'), dataIndex: 'level' },
                  {
                    title: t('levels.config.bonus'),
                    dataIndex: 'amount',
                    render: (v: string) => <Amount value={v} currency={m.currency} />,
                  },
                  {
                    title: t('levels.member.status'),
                    dataIndex: 'status',
                    render: (v: 'waiting' | 'paid') => (
                      <Tag color={v === 'paid' ? 'green' : 'orange'}>{t(`levels.member.statuses.${v}`)}</Tag>
                    ),
                  },
                  {
                    title: t('levels.member.paidAt'),
                    dataIndex: 'paid_at',
                    render: (v: string | null) => <TimeText value={v} />,
                  },
                ]}
              />
            </Card>
          </>
        )}
      </PageBody>
      <DecisionModal decision={decision} open={decision !== null} onClose={() => setDecision(null)} />
    </>
  );
}
