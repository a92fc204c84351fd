import { AdminMemberTurnover, AdminTurnoverWaive } from '@arks/contracts';
import { App, Button, Card, Form, Input, InputNumber, Modal, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { failureText } from '../../api/admin-client';
import { useAdminAction, useAdminQuery } from '../../api/use-admin';
import { Amount, TimeText } from '../../components/values';
import { PageBody, PageHeader } from '../../layout/page-header';

const STATUS_COLOR = { open: 'orange', met: 'green', cleared: 'blue', waived: 'purple' } as const;
const PAGE_SIZE = 20;

/** /turnover/members?member_id=: one member's requirements, the waive action, and every change. */
export function MemberTurnover() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [params, setParams] = useSearchParams();
  const memberId = Number(params.get('member_id')) || null;
  const [page, setPage] = useState(1);
  const [lookup, setLookup] = useState<number | null>(memberId);
  const [waiving, setWaiving] = useState<string | null>(null);
  const [form] = Form.useForm<{ reason: string }>();
  const waive = useAdminAction(AdminTurnoverWaive, { resource: 'memberTurnover' });
  const query = useAdminQuery(
    AdminMemberTurnover,
    { id: memberId ?? 0, page, page_size: PAGE_SIZE },
    { enabled: memberId !== null },
  );
  const data = query.data;

  const confirmWaive = async () => {
    const { reason } = await form.validateFields();
    try {
      await waive.run({ id: Number(waiving), reason });
      message.success(t('turnover.member.waived'));
      setWaiving(null);
      form.resetFields();
      void query.refetch();
    } catch (error) {
      message.error(failureText(error));
    }
  };

  return (
    <>
      <PageHeader
        title={t('turnover.member.title')}
        subtitle={t('turnover.member.subtitle')}
        crumbs={[{ title: t('menu.wagering') }, { title: t('turnover.menu.members') }]}
      />
      <PageBody>
        <Space direction="vertical" size="large" style={{ width: '100%' }}>
          <Card>
            <Space>
              <InputNumber
                min={1}
                precision={0}
                placeholder={t('turnover.member.memberId')}
                value={lookup}
                onChange={(v) => setLookup(v)}
                style={{ width: 200 }}
                data-testid="turnover-member-id"
              />
              <Button
                type="primary"
                disabled={!lookup}
                onClick={() => {
                  setPage(1);
                  setParams({ member_id: String(lookup) });
                }}
              >
                {t('turnover.member.show')}
              </Button>
            </Space>
          </Card>
          {query.isError ? <Typography.Text type="danger">{failureText(query.error)}</Typography.Text> : null}
          {data ? (
            <>
              <Card
                title={t('turnover.member.requirements')}
                extra={
                  <span>
                    {t('turnover.member.totalRemaining')}{' '}
                    <Amount value={data.total_remaining} currency={data.currency} strong />
                  </span>
                }
              >
                <Table
                  rowKey="id"
                  pagination={false}
                  dataSource={data.requirements}
                  data-testid="turnover-requirements"
                  columns={[
                    {
                      title: t('turnover.member.created'),
                      render: (_, r) => <TimeText value={r.created_at} />,
                    },
                    {
                      title: t('turnover.member.source'),
                      render: (_, r) => t(`turnover.source.${r.source}`),
                    },
                    { title: t('turnover.member.ref'), dataIndex: 'source_ref' },
                    {
                      title: t('turnover.member.base'),
                      render: (_, r) => <Amount value={r.base_amount} currency={r.currency} />,
                    },
                    { title: t('turnover.member.multiple'), render: (_, r) => `${r.multiple}×` },
                    {
                      title: t('turnover.member.required'),
                      render: (_, r) => <Amount value={r.required} currency={r.currency} />,
                    },
                    {
                      title: t('turnover.member.remaining'),
                      render: (_, r) => <Amount value={r.remaining} currency={r.currency} />,
                    },
                    {
                      title: t('turnover.member.status'),
                      render: (_, r) => (
                        <Tag color={STATUS_COLOR[r.status]}>{t(`turnover.status.${r.status}`)}</Tag>
                      ),
                    },
                    {
                      title: '',
                      render: (_, r) =>
                        r.status === 'open' ? (
                          <Button size="small" danger onClick={() => setWaiving(r.id)}>
                            {t('turnover.member.waive')}
                          </Button>
                        ) : null,
                    },
                  ]}
                />
              </Card>
              <Card title={t('turnover.member.history')}>
                <Table
                  rowKey="id"
                  dataSource={data.history.list}
                  pagination={{
                    current: page,
                    pageSize: PAGE_SIZE,
                    total: data.history.total,
                    onChange: setPage,
                  }}
                  columns={[
                    { title: t('turnover.member.time'), render: (_, c) => <TimeText value={c.created_at} /> },
                    { title: t('turnover.member.requirement'), render: (_, c) => `#${c.requirement_id}` },
                    {
                      title: t('turnover.member.reason'),
                      render: (_, c) => t(`turnover.reason.${c.reason}`),
                    },
                    {
                      title: t('turnover.member.change'),
                      render: (_, c) => (
                        <span>
                          <Amount value={c.remaining_before} currency={data.currency} /> →{' '}
                          <Amount value={c.remaining_after} currency={data.currency} />
                        </span>
                      ),
                    },
                    {
                      title: t('turnover.member.status'),
                      render: (_, c) => (
                        <Tag color={STATUS_COLOR[c.status_after]}>
                          {t(`turnover.status.${c.status_after}`)}
                        </Tag>
                      ),
                    },
                    {
                      title: t('turnover.member.detail'),
                      render: (_, c) =>
                        [
                          c.bet_change_id && t('turnover.member.betChange', { id: c.bet_change_id }),
                          c.staff_id && t('turnover.member.staff', { id: c.staff_id }),
                          c.note,
                        ]
                          .filter(Boolean)
                          .join(' · '),
                    },
                  ]}
                />
              </Card>
            </>
          ) : null}
        </Space>
        <Modal
          open={waiving !== null}
          title={t('turnover.member.waiveTitle', { id: waiving })}
          okText={t('turnover.member.waive')}
          okButtonProps={{ danger: true, loading: waive.isPending }}
          onOk={() => void confirmWaive()}
          onCancel={() => setWaiving(null)}
          destroyOnHidden
        >
          <Form form={form} layout="vertical">
            <Form.Item
              name="reason"
              label={t('turnover.member.reasonLabel')}
              rules={[{ required: true, whitespace: true, message: t('turnover.member.reasonRequired') }]}
            >
              <Input.TextArea rows={3} maxLength={500} />
            </Form.Item>
          </Form>
        </Modal>
      </PageBody>
    </>
  );
}
