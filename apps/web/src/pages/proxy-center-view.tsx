import { CommissionSummary } from '../features/agent-commission/components/commission-summary';
import { TeamDashboard } from '../features/agent-team/components/team-dashboard';
import type { AgentViewProps } from '../lib/agent-view';

/** ProxyCenter: the team's figures, then the commission of the open period and the last settlements. */
export default function ProxyCenterView(props: AgentViewProps) {
  return (
    <div className="flex flex-col gap-6">
      <TeamDashboard {...props} />
      <CommissionSummary memberId={props.memberId} />
    </div>
  );
}
