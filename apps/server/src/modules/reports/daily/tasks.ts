import { fromMinor, type CurrencyCode, type ReconciliationTask } from '@arks/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { AppError } from '../../../platform/app-error';
import type { Clock } from '../../../platform/clock';
import { createStaffAuditWriter, type StaffActor } from '../../accounts/staff';
import { ReportErrors } from './errors';

type TaskRow = {
  id: string;
  site_id: number;
  currency: string;
  day: string;
  provider: string;
  bet_losses: string;
  transfers_in: string;
  transfers_out: string;
  balance_change: string;
  difference: string;
  status: ReconciliationTask['status'];
  note: string | null;
  updated_at: Date | string;
};

const COLUMNS = sql`id::text as id, site_id, currency, to_char(day, 'YYYY-MM-DD') as day, provider,
  bet_losses::text as bet_losses, transfers_in::text as transfers_in, transfers_out::text as transfers_out,
  balance_change::text as balance_change, difference::text as difference, status, note, updated_at`;

function view(r: TaskRow): ReconciliationTask {
  const money = (v: string) => fromMinor(BigInt(v), r.currency as CurrencyCode);
  return {
    id: r.id,
    site_id: r.site_id,
    currency: r.currency,
    day: r.day,
    provider: r.provider,
    bet_loss_amount: money(r.bet_losses),
    transfer_in_amount: money(r.transfers_in),
    transfer_out_amount: money(r.transfers_out),
    balance_change_amount: money(r.balance_change),
    difference_amount: money(r.difference),
    status: r.status,
    note: r.note,
    updated_at: new Date(r.updated_at).toISOString(),
  };
}

/** The reconciliation tasks staff work through in the Reports area. */
export function createReconciliationTasks(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;
  return {
    async list(q: {
      site_id?: number;
      status?: ReconciliationTask['status'];
      page: number;
      page_size: number;
    }) {
      const where = sql`true ${q.site_id !== undefined ? sql`and site_id = ${q.site_id}` : sql``}
        ${q.status !== undefined ? sql`and status = ${q.status}` : sql``}`;
      const [rows, total] = await Promise.all([
        db.execute<TaskRow>(sql`select ${COLUMNS} from report_reconciliation_tasks where ${where}
          order by (status = 'open') desc, day desc, id desc limit ${q.page_size} offset ${(q.page - 1) * q.page_size}`),
        db.execute<{ n: number }>(
          sql`select count(*)::int as n from report_reconciliation_tasks where ${where}`,
        ),
      ]);
      return { total: Number(total.rows[0]!.n), rows: rows.rows.map(view) };
    },

    /** Staff close a task with what they found (audited); figures a later run changes open it again. */
    async resolve(id: number, note: string, who: StaffActor) {
      return db.transaction(async (tx) => {
        const { rows } = await tx.execute<TaskRow>(sql`
          update report_reconciliation_tasks set status = 'resolved', note = ${note}, resolved_by = ${who.staffId},
                 updated_at = ${clock.now().toISOString()}
           where id = ${id} returning ${COLUMNS}`);
        if (!rows[0]) throw new AppError(ReportErrors.taskNotFound);
        await createStaffAuditWriter(
          tx,
          clock,
        )({
          staffId: who.staffId,
          action: 'report_reconciliation_resolved',
          target: `report_reconciliation_task:${id}`,
          detail: { note, difference: rows[0].difference, provider: rows[0].provider, day: rows[0].day },
          ip: who.ip,
        });
        return view(rows[0]);
      });
    },
  };
}
export type ReconciliationTasks = ReturnType<typeof createReconciliationTasks>;
