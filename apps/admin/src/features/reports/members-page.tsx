import { AdminReportMembers, type MemberFigures } from '@arks/contracts';
import { Segmented, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAdminQuery } from '../../api/use-admin';
import { PageBody, PageHeader } from '../../layout/page-header';
import { memberBetsHref } from './report-filters';
import { ReportFilterBar, useReportFilters } from './report-frame';
import { amountColumn, ReportState, TotalsTable } from './report-parts';

type RankBy = 'ggr' | 'valid_bet';
type Row = Partial<MemberFigures> & Omit<MemberFigures, 'rank' | 'member_id' | 'account'>;

/** The same figures per member, ranked by GGR or by valid bets, each member linked to their bets. */
export function MembersReportPage() {
  const { t } = useTranslation();
  const { filters, params, set } = useReportFilters();
  const rankBy: RankBy = params.get('rank_by') === 'valid_bet' ? 'valid_bet' : 'ggr';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const pageSize = 50;
  const query = useAdminQuery(
    AdminReportMembers,
    filters ? { ...filters, rank_by: rankBy, page, page_size: pageSize } : ({} as never),
    { enabled: filters !== null },
  );
  const data = query.data;
  const columns = [
    { key: 'rank', dataIndex: 'rank', title: t('reports.rank'), width: 70 },
    {
      key: 'account',
      dataIndex: 'account',
      title: t('reports.member'),
      render: (account: string, r: Row) =>
        filters && r.member_id !== undefined ? (
          <Link to={memberBetsHref(r.member_id, filters)} title={t('reports.memberBets')}>
            {account}
          </Link>
        ) : (
          account
        ),
    },
    { key: 'rounds', dataIndex: 'rounds', title: t('reports.rounds'), align: 'right' as const },
    amountColumn<Row>('bet_amount', t('reports.bets')),
    amountColumn<Row>('valid_bet_amount', t('reports.validBets')),
    amountColumn<Row>('payout_amount', t('reports.payouts')),
    amountColumn<Row>('ggr', t('reports.ggr')),
    amountColumn<Row>('deposit_amount', t('reports.deposits')),
    amountColumn<Row>('withdrawal_amount', t('reports.withdrawals')),
    amountColumn<Row>('promotion_amount', t('reports.promotions')),
    amountColumn<Row>('rebate_amount', t('reports.rebates')),
    amountColumn<Row>('adjustment_amount', t('reports.adjustments')),
    amountColumn<Row>('commission_amount', t('reports.commission')),
    amountColumn<Row>('agent_transfer_in_amount', t('reports.agentTransfersIn')),
    amountColumn<Row>('agent_transfer_out_amount', t('reports.agentTransfersOut')),
    amountColumn<Row>('ngr', t('reports.ngr')),
  ];
  return (
    <>
      <PageHeader
        title={t('reports.membersTitle')}
        crumbs={[{ title: t('menu.reports') }, { title: t('reports.menuMembers') }]}
      />
      <PageBody>
        {filters && (
          <ReportFilterBar report="members" filters={filters} set={set} extra={{ rank_by: rankBy }}>
            <Segmented<RankBy>
              aria-label={t('reports.rankBy')}
              value={rankBy}
              onChange={(value) => set({ rank_by: value, page: undefined })}
              options={[
                { value: 'ggr', label: t('reports.byGgr') },
                { value: 'valid_bet', label: t('reports.byValidBets') },
              ]}
            />
          </ReportFilterBar>
        )}
        <ReportState loading={query.isLoading} error={query.error}>
          {data && (
            <Space direction="vertical" size={16} style={{ width: '100%' }}>
              <TotalsTable<Row>
                testId="members-table"
                rows={data.rows}
                totals={{ ...data.totals, account: '' }}
                columns={columns}
                rowKey={(r) => String(r.member_id)}
                pagination={{
                  current: page,
                  pageSize,
                  total: data.total,
                  showSizeChanger: false,
                  showTotal: (total: number) => t('reports.memberCount', { count: total }),
                  onChange: (p: number) => set({ page: p }),
                }}
              />
            </Space>
          )}
        </ReportState>
      </PageBody>
    </>
  );
}
