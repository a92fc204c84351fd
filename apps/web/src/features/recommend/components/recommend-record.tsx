import { useTranslation } from 'react-i18next';
import { DateRangeFilter } from '../../../components/records/record-bits';
import { useRecordFilter } from '../../../components/records/use-record-filter';
import { FriendRows } from './friend-rows';

/** RecommendRecord: friends who registered with the member's code over a range of registration days. */
export function RecommendRecord(props: { memberId: string | null; currency: string; timeZone: string }) {
  const { t } = useTranslation();
  const filter = useRecordFilter(props.timeZone);
  return (
    <>
      <DateRangeFilter range={filter.range} timeZone={props.timeZone} onChange={filter.setRange} />
      <div className="mt-5">
        <FriendRows
          {...props}
          filter={filter.range}
          page={filter.page}
          setPage={filter.setPage}
          empty={t('recommend.emptyRange')}
        />
      </div>
    </>
  );
}
