import { Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePreferences } from '../app/preferences';
import { formatAmount, formatTime } from '../lib/format';

/** A time from the API in the staff member's zone. */
export function TimeText({ value }: { value: string | null | undefined }) {
  const { timeZone } = usePreferences();
  const { t } = useTranslation();
  if (!value) return <Typography.Text type="secondary">{t('common.none')}</Typography.Text>;
  return <span style={{ whiteSpace: 'nowrap' }}>{formatTime(value, timeZone)}</span>;
}

/** An amount exactly as the server sent it, grouped, with its currency. */
export function Amount({ value, currency, strong }: { value: string; currency?: string; strong?: boolean }) {
  return (
    <Typography.Text className="admin-amount" strong={strong}>
      {formatAmount(value)}
      {currency && <Typography.Text type="secondary"> {currency}</Typography.Text>}
    </Typography.Text>
  );
}

const COLORS: Record<string, string> = {
  active: 'success',
  success: 'success',
  approved: 'success',
  pending: 'processing',
  frozen: 'warning',
  disabled: 'default',
  rejected: 'error',
  cancelled: 'default',
};

/** A status as a coloured tag, its name from `<area>.status.<value>`. */
export function StatusTag({ area, value }: { area: 'members' | 'deposits' | 'withdrawals'; value: string }) {
  const { t } = useTranslation();
  return (
    <Tag color={COLORS[value] ?? 'default'} bordered={false}>
      {t(`${area}.status.${value}`)}
    </Tag>
  );
}
