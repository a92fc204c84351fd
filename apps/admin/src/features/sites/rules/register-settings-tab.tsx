import {
  AdminRegisterSettingsGet,
  AdminRegisterSettingsUpdate,
  REGISTER_SETTING_FIELDS,
  type RegisterSettingField,
} from '@arks/contracts';
import { Alert, App, Button, Card, Segmented, Switch, Table } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { canCall } from '../../../api/roles';
import type { StaffProfile } from '../../../api/staff-session';
import { useGetIdentity } from '@refinedev/core';
import { useAdminAction, useAdminQuery } from '../../../api/use-admin';
import { useSiteScope } from '../../../app/site-scope';

const FLAGS = ['is_display', 'is_required', 'is_unique', 'is_member_center', 'is_verification'] as const;
type Flag = (typeof FLAGS)[number];
type Row = { name: RegisterSettingField; currency: string } & Record<Flag, boolean>;
const LABELS: Record<Flag, string> = {
  is_display: 'display',
  is_required: 'required',
  is_unique: 'unique',
  is_member_center: 'memberCenter',
  is_verification: 'verification',
};

/** Every optional field of one currency's register form, saved rows or all off. */
export function currencyRows(saved: Row[], currency: string): Row[] {
  return REGISTER_SETTING_FIELDS.map(
    (name) =>
      saved.find((r) => r.currency === currency && r.name === name) ?? {
        name,
        currency,
        is_display: false,
        is_required: false,
        is_unique: false,
        is_member_center: false,
        is_verification: false,
      },
  );
}

/** The register form per currency: which optional fields show, are required, unique, verified. */
export function RegisterSettingsTab({ siteId }: { siteId: number }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { sites } = useSiteScope();
  const currencies = sites.find((s) => s.id === siteId)?.currencies ?? [];
  const [currency, setCurrency] = useState<string | undefined>(undefined);
  const shown = currency ?? currencies[0];
  const saved = useAdminQuery(AdminRegisterSettingsGet, { site_id: siteId });
  const save = useAdminAction(AdminRegisterSettingsUpdate, { resource: 'sites' });
  const mayEdit = canCall(useGetIdentity<StaffProfile>().data?.role, AdminRegisterSettingsUpdate);
  const base = useMemo(
    // Nothing until the saved rows arrived: all-off rows meanwhile would read as the site's settings.
    () => (shown && saved.data ? currencyRows(saved.data.list as Row[], shown) : []),
    [saved.data, shown],
  );
  // Switches flipped but not saved yet, by currency and field; the saved rows show through the rest.
  const [edits, setEdits] = useState<Record<string, Row>>({});
  const keyOf = (r: Row) => `${r.currency}:${r.name}`;
  const rows = base.map((r) => edits[keyOf(r)] ?? r);

  const flip = (row: Row, flag: Flag, on: boolean) =>
    setEdits((all) => ({ ...all, [keyOf(row)]: { ...row, [flag]: on } }));
  const submit = async () => {
    try {
      await save.run({ site_id: siteId, list: rows });
      await saved.refetch();
      setEdits({});
      message.success(t('sites.register.saved'));
    } catch (error) {
      message.error(t('common.actionFailed', { message: (error as Error).message }));
    }
  };

  return (
    <>
      <Alert type="info" showIcon title={t('sites.register.intro')} />
      <Card
        size="small"
        title={<Segmented value={shown} options={currencies} onChange={(c) => setCurrency(String(c))} />}
        extra={
          mayEdit && (
            <Button type="primary" loading={save.isPending} onClick={() => void submit()}>
              {t('sites.register.save')}
            </Button>
          )
        }
        styles={{ body: { padding: 0 } }}
      >
        <Table<Row> dataSource={rows} rowKey="name" size="small" pagination={false} loading={saved.isLoading}>
          <Table.Column<Row>
            dataIndex="name"
            title={t('sites.register.field')}
            render={(name: string) => t(`sites.register.fieldNames.${name}`)}
          />
          {FLAGS.map((flag) => (
            <Table.Column<Row>
              key={flag}
              dataIndex={flag}
              title={t(`sites.register.${LABELS[flag]}`)}
              align="center"
              render={(on: boolean, r) => (
                <Switch
                  size="small"
                  checked={on}
                  disabled={!mayEdit || (flag !== 'is_display' && !r.is_display)}
                  onChange={(value) => flip(r, flag, value)}
                />
              )}
            />
          ))}
        </Table>
      </Card>
    </>
  );
}
