import { ReloadOutlined } from '@ant-design/icons';
import { AdminReportRebuildDay } from '@arks/contracts';
import { App, Button, DatePicker, Input, Modal, Space, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText } from '../../api/admin-client';
import { canCall } from '../../api/roles';
import type { StaffProfile } from '../../api/staff-session';
import { useAdminAction } from '../../api/use-admin';
import { useGetIdentity } from '@refinedev/core';

/** Recomputes one site-day of the rollups from the raw bets, ledger and members (audited). */
export function RebuildDay({ siteId, onDone }: { siteId: number; onDone: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { data: staff } = useGetIdentity<StaffProfile>();
  const rebuild = useAdminAction(AdminReportRebuildDay, { resource: 'reportOperations' });
  const [open, setOpen] = useState(false);
  const [day, setDay] = useState<Dayjs | null>(dayjs().subtract(1, 'day'));
  const [reason, setReason] = useState('');
  if (!canCall(staff?.role, AdminReportRebuildDay)) return null;
  const submit = async () => {
    if (!day) return;
    try {
      await rebuild.run({ site_id: siteId, day: day.format('YYYY-MM-DD'), reason });
      message.success(t('reports.rebuilt', { day: day.format('YYYY-MM-DD') }));
      setOpen(false);
      setReason('');
      onDone();
    } catch (error) {
      message.error(t('reports.actionFailed', { message: failureText(error) }));
    }
  };
  return (
    <>
      <Button icon={<ReloadOutlined />} onClick={() => setOpen(true)} data-testid="rebuild-day">
        {t('reports.rebuild')}
      </Button>
      <Modal
        open={open}
        title={t('reports.rebuild')}
        okText={t('reports.rebuild')}
        okButtonProps={{ disabled: !day || reason.trim() === '', loading: rebuild.isPending }}
        onOk={() => void submit()}
        onCancel={() => setOpen(false)}
      >
        <Space direction="vertical" style={{ width: '100%' }}>
          <Typography.Paragraph type="secondary">{t('reports.rebuildHelp')}</Typography.Paragraph>
          <DatePicker aria-label={t('reports.date')} value={day} onChange={setDay} allowClear={false} />
          <Input
            aria-label={t('reports.reason')}
            placeholder={t('reports.reason')}
            value={reason}
            maxLength={200}
            onChange={(e) => setReason(e.target.value)}
          />
        </Space>
      </Modal>
    </>
  );
}
