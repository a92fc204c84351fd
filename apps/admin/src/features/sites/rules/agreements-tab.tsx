import {
  AdminServiceAgreementList,
  AdminServiceAgreementSave,
  type AdminServiceAgreement,
} from '@arks/contracts';
import { App, Button, Form, Input, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { canCall } from '../../../api/roles';
import type { StaffProfile } from '../../../api/staff-session';
import { useGetIdentity } from '@refinedev/core';
import { useAdminAction, useAdminQuery } from '../../../api/use-admin';
import { useDecision } from '../../../components/use-decision';
import { RuleTab } from './rule-tab';

/** The service agreement members accept on registration, one per language the site offers. */
export function AgreementsTab({ siteId }: { siteId: number }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { ask, modal } = useDecision();
  const list = useAdminQuery(AdminServiceAgreementList, { site_id: siteId });
  const save = useAdminAction(AdminServiceAgreementSave, { resource: 'sites' });
  const mayEdit = canCall(useGetIdentity<StaffProfile>().data?.role, AdminServiceAgreementSave);

  const askEdit = (a: AdminServiceAgreement) =>
    ask({
      title: t('sites.agreements.editTitle', { language: a.language }),
      fields: (
        <>
          <Form.Item
            name="title"
            label={t('sites.agreements.title')}
            initialValue={a.title}
            rules={[{ required: true, whitespace: true }]}
          >
            <Input maxLength={200} />
          </Form.Item>
          <Form.Item
            name="content"
            label={t('sites.agreements.content')}
            initialValue={a.content}
            rules={[{ required: true }]}
          >
            <Input.TextArea rows={10} maxLength={100_000} />
          </Form.Item>
        </>
      ),
      reasonRequired: true,
      okText: t('sites.save'),
      confirm: () => ({ title: t('sites.agreements.editTitle', { language: a.language }) }),
      submit: async (v) => {
        await save.run({
          site_id: siteId,
          language: a.language,
          title: v.title!,
          content: v.content!,
          reason: v.reason!,
        });
        await list.refetch();
      },
      onDone: () => message.success(t('sites.agreements.saved', { language: a.language })),
    });

  return (
    <RuleTab intro={t('sites.agreements.intro')} modal={modal}>
      <Table<AdminServiceAgreement>
        dataSource={list.data?.list}
        loading={list.isLoading}
        rowKey="language"
        size="middle"
        pagination={false}
      >
        <Table.Column<AdminServiceAgreement>
          dataIndex="language"
          title={t('sites.agreements.language')}
          width={120}
        />
        <Table.Column<AdminServiceAgreement>
          dataIndex="title"
          title={t('sites.agreements.title')}
          render={(title: string, a) =>
            a.saved ? (
              title
            ) : (
              <Tag color="warning" bordered={false}>
                {t('sites.agreements.notSaved')}
              </Tag>
            )
          }
        />
        <Table.Column<AdminServiceAgreement>
          dataIndex="content"
          title={t('sites.agreements.content')}
          render={(content: string) => (
            <Typography.Paragraph
              type="secondary"
              ellipsis={{ rows: 2 }}
              style={{ marginBottom: 0, maxWidth: 560 }}
            >
              {content.replace(/<[^>]+>/g, ' ')}
            </Typography.Paragraph>
          )}
        />
        {mayEdit && (
          <Table.Column<AdminServiceAgreement>
            title={t('common.actions')}
            width={100}
            render={(_, a) => (
              <Button size="small" onClick={() => askEdit(a)}>
                {t('sites.agreements.edit')}
              </Button>
            )}
          />
        )}
      </Table>
    </RuleTab>
  );
}
