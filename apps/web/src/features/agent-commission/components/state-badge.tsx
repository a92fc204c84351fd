import type { TCommissionState } from '@arks/contracts';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from '../../../components/records/record-bits';
import { STATE_TONE } from '../logic/plan-words';

export function StateBadge({ state }: { state: TCommissionState }) {
  const { t } = useTranslation();
  const label = {
    preview: t('agentCommission.state.preview'),
    approved: t('agentCommission.state.approved'),
    paid: t('agentCommission.state.paid'),
  }[state];
  return <StatusBadge tone={STATE_TONE[state]}>{label}</StatusBadge>;
}
