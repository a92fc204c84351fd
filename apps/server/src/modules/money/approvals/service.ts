import type { AdminApprovalList, ZAdminApproval } from '@arks/contracts';
import type { z } from 'zod';

type Approval = z.infer<typeof ZAdminApproval>;
type Query = z.output<(typeof AdminApprovalList)['request']>;

/** One kind of maker-checker proposal: its first `limit` matching rows in the asked order, and its total. */
export type ProposalSource = (f: {
  status: Query['status'];
  siteId?: number;
  memberId?: number;
  order: 'asc' | 'desc';
  limit: number;
}) => Promise<{ list: Approval[]; total: number }>;

export type ApprovalsService = ReturnType<typeof createApprovalsService>;

/**
 * The approvals inbox: every kind's proposals in one list, by when they were proposed. Each kind
 * answers its first page*page_size rows in order; merging those and cutting the asked page out is
 * exact, and the contract bounds the depth so it stays small.
 */
export function createApprovalsService(sources: Record<Approval['kind'], ProposalSource>) {
  return {
    async list(q: Query) {
      const kinds = q.kind ? [q.kind] : (Object.keys(sources) as Approval['kind'][]);
      const limit = q.page * q.page_size;
      const answers = await Promise.all(
        kinds.map((kind) =>
          sources[kind]({
            status: q.status,
            siteId: q.site_id,
            memberId: q.member_id,
            order: q.order,
            limit,
          }),
        ),
      );
      const sign = q.order === 'asc' ? 1 : -1;
      const merged = answers
        .flatMap((a) => a.list)
        .sort(
          (a, b) => sign * (Date.parse(a.proposed_at) - Date.parse(b.proposed_at)) || sign * (a.id - b.id),
        );
      return {
        list: merged.slice((q.page - 1) * q.page_size, limit),
        total: answers.reduce((n, a) => n + a.total, 0),
      };
    },
  };
}
