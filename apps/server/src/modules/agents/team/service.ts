import type {
  AgentTeamDashboard,
  AgentTeamDownline,
  AgentTeamOperation,
  AgentTeamStratified,
  CallData,
} from '@arks/contracts';
import type { Db } from '../../../db/client';
import { AppError } from '../../../platform/app-error';
import type { Clock } from '../../../platform/clock';
import { calendarDay } from '../../../platform/day-window';
import type { MemberIdentity } from '../../../platform/request-context';
import {
  findMembers,
  membersIntroducedBy,
  registrationTimes,
  type MemberRecord,
} from '../../accounts/member';
import { lastLoginsOf } from '../../accounts/session';
import { dailyFiguresOf, memberFigures, type MemberFigures } from '../../reports/daily';
import { floorDiv, teamFeesOver } from '../commission';
import { findAgent, subtreeAgents, type AgentRecord } from '../tree';
import { TeamErrors } from './errors';
import { addFigures, isActive, moneyOf, ZERO, type Sums } from './figures';
import { moneyText } from './money-text';
import { dashboardPeriods, daysBetween } from './periods';

type Dashboard = CallData<typeof AgentTeamDashboard>;
type Downline = CallData<typeof AgentTeamDownline>;
type Operation = CallData<typeof AgentTeamOperation>;
type Stratified = CallData<typeof AgentTeamStratified>;

export interface Period {
  start_date: string;
  end_date: string;
}

/** The tree below one agent, read once per request: its agents with their paths and its members. */
interface Tree {
  agent: AgentRecord;
  /** Every agent below (itself included), by member id. */
  agents: Map<number, AgentRecord & { depthBelow: number }>;
  /** Every member of the team (sub-agents included, the agent itself not). */
  members: MemberRecord[];
}

export type TeamService = ReturnType<typeof createTeamService>;

export function createTeamService(deps: { db: Db; clock: Clock }) {
  const { db } = deps;

  /** The signed-in member as an active agent of its own site and currency, or a refusal. */
  async function selfAgent(me: MemberIdentity): Promise<AgentRecord> {
    const agent = await findAgent(db, me.memberId);
    if (!agent || agent.status !== 'active' || agent.siteId !== me.siteId)
      throw new AppError(TeamErrors.notAgent);
    return agent;
  }

  /**
   * The agent a page reads: the signed-in agent, or one of the agents below it. Any other id (another
   * agent's tree, a plain member, an agent above) is refused the same way, so the answer tells nothing
   * about who exists outside the caller's tree.
   */
  async function viewedAgent(me: MemberIdentity, agentId: number | undefined): Promise<AgentRecord> {
    const self = await selfAgent(me);
    if (agentId === undefined || agentId === self.memberId) return self;
    const agent = await findAgent(db, agentId);
    if (!agent || !agent.path.includes(self.memberId) || agent.siteId !== self.siteId) {
      throw new AppError(TeamErrors.notInTeam);
    }
    return agent;
  }

  async function treeOf(agent: AgentRecord): Promise<Tree> {
    const agents = new Map((await subtreeAgents(db, agent.memberId)).map((a) => [a.memberId, a]));
    const members = await membersIntroducedBy(db, agent.siteId, [...agents.keys()]);
    return { agent, agents, members };
  }

  /**
   * The branch of the viewed agent each team member belongs to: a direct member is its own branch; a
   * member further down belongs to the direct sub-agent its introducer's path passes through. One pass
   * over the team (depth at most the tree's), so a level of thousands of sub-agents stays linear.
   */
  function branchOf(tree: Tree, m: MemberRecord): number {
    if (m.introducerId === tree.agent.memberId) return m.id;
    const path = tree.agents.get(m.introducerId!)!.path;
    return path[path.indexOf(tree.agent.memberId) + 1]!;
  }

  /** How many members are below each agent of the tree (at any depth, the agent itself not counted). */
  function teamSizes(tree: Tree): Map<number, number> {
    const sizes = new Map<number, number>();
    for (const m of tree.members) {
      const path = tree.agents.get(m.introducerId!)!.path;
      for (const id of path.slice(path.indexOf(tree.agent.memberId) + 1))
        sizes.set(id, (sizes.get(id) ?? 0) + 1);
    }
    return sizes;
  }

  /** The breadcrumb from the signed-in agent down to the viewed one. */
  async function pathTo(me: MemberIdentity, agent: AgentRecord) {
    const ids = agent.path.slice(agent.path.indexOf(me.memberId));
    const accounts = new Map((await findMembers(db, ids)).map((m) => [m.id, m.account]));
    return ids.map((id) => ({ member_id: id, account: accounts.get(id) ?? '' }));
  }

  async function figuresBy(agent: AgentRecord, period: Period, memberIds: readonly number[]) {
    const rows = await memberFigures(db, {
      siteId: agent.siteId,
      currency: agent.currency,
      from: period.start_date,
      to: period.end_date,
      memberIds,
    });
    return new Map<number, MemberFigures>(rows.map((f) => [f.memberId, f]));
  }

  return {
    async dashboard(me: MemberIdentity, timeZone: string): Promise<Dashboard> {
      const tree = await treeOf(await selfAgent(me));
      const ids = tree.members.map((m) => m.id);
      const direct = tree.members.filter((m) => m.introducerId === tree.agent.memberId);
      const subAgents = direct.filter((m) => tree.agents.has(m.id)).length;
      const today = calendarDay(deps.clock.now(), timeZone);
      const periods = await Promise.all(
        dashboardPeriods(today).map(async ({ period, start, end }) => {
          const figures = [
            ...(await figuresBy(tree.agent, { start_date: start, end_date: end }, ids)).values(),
          ];
          const sums = figures.reduce((sum, f) => addFigures(sum, f), ZERO);
          return {
            period,
            start_date: start,
            end_date: end,
            new_members: sums.registered,
            active_members: figures.filter(isActive).length,
            ...moneyOf(sums, tree.agent.currency).base,
          };
        }),
      );
      return {
        team: {
          direct_members: direct.length - subAgents,
          sub_agents: subAgents,
          whole_tree: tree.members.length,
        },
        periods,
      };
    },

    async downline(
      me: MemberIdentity,
      q: Period & {
        agent_id?: number;
        kind: 'members' | 'agents';
        account?: string;
        page: number;
        page_size: number;
      },
    ): Promise<Downline> {
      const agent = await viewedAgent(me, q.agent_id);
      const tree = await treeOf(agent);
      // Without a search, the viewed agent's direct line; with one, matches anywhere below it.
      const pool = q.account
        ? tree.members.filter((m) => m.account.includes(q.account!))
        : tree.members.filter((m) => m.introducerId === agent.memberId);
      const isSubAgent = (m: MemberRecord) => tree.agents.has(m.id);
      const agentsOf = pool.filter(isSubAgent);
      const membersOf = pool.filter((m) => !isSubAgent(m));
      const chosen = (q.kind === 'agents' ? agentsOf : membersOf).sort((a, b) => b.id - a.id);
      const page = chosen.slice((q.page - 1) * q.page_size, q.page * q.page_size);
      const pageIds = page.map((m) => m.id);
      const [figures, registered, logins, path] = await Promise.all([
        figuresBy(agent, q, pageIds),
        registrationTimes(db, pageIds),
        lastLoginsOf(db, pageIds),
        pathTo(me, agent),
      ]);
      const sizes = teamSizes(tree);
      // Every introducer in the list is the viewed agent (first in the path) or an agent of its team.
      const introducers = new Map(tree.members.map((m) => [m.id, m.account]));
      introducers.set(agent.memberId, path.at(-1)!.account);
      return {
        path,
        list: page.map((m) => {
          const sub = tree.agents.get(m.id);
          return {
            member_id: m.id,
            account: m.account,
            agent_account: introducers.get(m.introducerId!) ?? '',
            status: m.status,
            agent_status: sub?.status ?? null,
            team_size: sub ? (sizes.get(m.id) ?? 0) : 0,
            registered_at: registered.get(m.id)?.toISOString() ?? '',
            last_login_at: logins.get(m.id)?.toISOString() ?? null,
            ...moneyOf(addFigures(ZERO, figures.get(m.id)), agent.currency).base,
          };
        }),
        total: chosen.length,
        counts: { members: membersOf.length, agents: agentsOf.length },
      };
    },

    async operation(me: MemberIdentity, q: Period): Promise<Operation> {
      const agent = await selfAgent(me);
      const tree = await treeOf(agent);
      const range = {
        siteId: agent.siteId,
        currency: agent.currency,
        from: q.start_date,
        to: q.end_date,
        memberIds: tree.members.map((m) => m.id),
      };
      const [days, figures] = await Promise.all([dailyFiguresOf(db, range), memberFigures(db, range)]);
      const byDay = new Map(days.map((d) => [d.day, d]));
      const row = (sums: Sums, activeMembers: number) => {
        const money = moneyOf(sums, agent.currency);
        return {
          registrations: sums.registered,
          first_deposits: sums.firstDeposits,
          net: money.net,
          rounds: sums.rounds,
          stake: money.stake,
          promotions: money.promotions,
          rebates: money.rebates,
          active_members: activeMembers,
          ...money.base,
        };
      };
      const list = daysBetween(q.start_date, q.end_date).map((day) => {
        const d = byDay.get(day);
        return { day, ...row(addFigures(ZERO, d), d?.activeMembers ?? 0) };
      });
      const total = figures.reduce((sum, f) => addFigures(sum, f), ZERO);
      return { list, totals: row(total, figures.filter(isActive).length) };
    },

    async stratified(me: MemberIdentity, q: Period & { agent_id?: number }): Promise<Stratified> {
      const agent = await viewedAgent(me, q.agent_id);
      const tree = await treeOf(agent);
      const [figures, path, charges] = await Promise.all([
        figuresBy(
          agent,
          q,
          tree.members.map((m) => m.id),
        ),
        pathTo(me, agent),
        teamFeesOver(db, deps.clock, agent.memberId, { start: q.start_date, end: q.end_date }),
      ]);
      // Fees are kept in basis-point units per branch and floored once per row (as a statement does).
      const branches = new Map<number, { members: number; sums: Sums; fees4: bigint }>();
      let total = ZERO;
      let totalFees4 = 0n;
      for (const m of tree.members) {
        const branch = branchOf(tree, m);
        const fee4 = charges.fees4.get(m.id) ?? 0n;
        const seen = branches.get(branch) ?? { members: 0, sums: ZERO, fees4: 0n };
        branches.set(branch, {
          members: seen.members + 1,
          sums: addFigures(seen.sums, figures.get(m.id)),
          fees4: seen.fees4 + fee4,
        });
        total = addFigures(total, figures.get(m.id));
        totalFees4 += fee4;
      }
      const text = (minor: bigint) => moneyText(minor, agent.currency);
      const fees = (fees4: bigint) => text(floorDiv(fees4, 10_000n));
      const commissionOf = (id: number) =>
        charges.commission === null ? null : text(charges.commission.get(id) ?? 0n);
      const direct = tree.members.filter((m) => m.introducerId === agent.memberId);
      const rows = direct.map((m) => {
        const branch = branches.get(m.id)!;
        const money = moneyOf(branch.sums, agent.currency);
        const isAgent = tree.agents.has(m.id);
        return {
          kind: isAgent ? ('agent' as const) : ('member' as const),
          member_id: m.id,
          account: m.account,
          members: branch.members,
          promotions: money.promotions,
          rebates: money.rebates,
          ...money.base,
          fees: fees(branch.fees4),
          // A plain member earns no commission; a sub-agent's row is what that sub-agent earns.
          commission: isAgent ? commissionOf(m.id) : null,
        };
      });
      rows.sort(
        (a, b) =>
          (a.kind === b.kind ? 0 : a.kind === 'agent' ? -1 : 1) ||
          b.members - a.members ||
          a.account.localeCompare(b.account),
      );
      const money = moneyOf(total, agent.currency);
      return {
        path,
        rows,
        totals: {
          members: tree.members.length,
          promotions: money.promotions,
          rebates: money.rebates,
          ...money.base,
          fees: fees(totalFees4),
          commission: commissionOf(agent.memberId),
        },
        commission_periods: charges.periods.map((p) => ({ start_date: p.start, end_date: p.end })),
        commission_whole: charges.commission !== null,
      };
    },
  };
}
