import { AdminRecommendSettingSave, AdminRecommendSettingsList } from '@arks/contracts';
import { App, Button, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { canCall } from '../../../api/roles';
import type { StaffProfile } from '../../../api/staff-session';
import { useGetIdentity } from '@refinedev/core';
import { useAdminAction, useAdminQuery } from '../../../api/use-admin';
import { useDecision } from '../../../components/use-decision';
import { RuleTab } from './rule-tab';

type Setting = { currency: string; is_active: boolean };

/** The friend-recommend programme, on or off per currency. */
export function RecommendTab({ siteId }: { siteId: number }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { ask, modal } = useDecision();
  const list = useAdminQuery(AdminRecommendSettingsList, { site_id: siteId });
  const save = useAdminAction(AdminRecommendSettingSave, { resource: 'sites' });
  const mayEdit = canCall(useGetIdentity<StaffProfile>().data?.role, AdminRecommendSettingSave);

  const askFlip = (s: Setting) => {
    const state = t(s.is_active ? 'sites.recommend.off' : 'sites.recommend.on');
    ask({
      title: t('sites.recommend.changeTitle', { currency: s.currency }),
      reasonRequired: true,
      okText: t(s.is_active ? 'sites.recommend.turnOff' : 'sites.recommend.turnOn'),
      danger: s.is_active,
      confirm: () => ({ title: t('sites.recommend.confirm', { state, currency: s.currency }) }),
      submit: async (v) => {
        await save.run({ site_id: siteId, currency: s.currency, is_active: !s.is_active, reason: v.reason! });
        await list.refetch();
      },
      onDone: () => message.success(t('sites.recommend.changed', { currency: s.currency, state })),
    });
  };

  return (
    <RuleTab intro={t('sites.recommend.intro')} modal={modal}>
      <Table<Setting>
        dataSource={list.data?.list}
        loading={list.isLoading}
        rowKey="currency"
        size="middle"
        pagination={false}
      >
        <Table.Column<Setting> dataIndex="currency" title={t('sites.fields.currencies')} width={160} />
        <Table.Column<Setting>
          dataIndex="is_active"
          title={t('sites.tabs.recommend')}
          render={(on: boolean) => (
            <Tag color={on ? 'success' : 'default'} bordered={false}>
              {t(on ? 'sites.recommend.on' : 'sites.recommend.off')}
            </Tag>
          )}
        />
        {mayEdit && (
          <Table.Column<Setting>
            title={t('common.actions')}
            width={120}
            render={(_, s) => (
              <Button size="small" danger={s.is_active} onClick={() => askFlip(s)}>
                {t(s.is_active ? 'sites.recommend.turnOff' : 'sites.recommend.turnOn')}
              </Button>
            )}
          />
        )}
      </Table>
    </RuleTab>
  );
}
