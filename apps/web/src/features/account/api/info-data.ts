import { request } from '../../../api/request';
import { toResult } from './call-result';

export interface InfoData {
  tk?: string;
  token?: string;
  member_id: number | string;
  member_account: string;
  member_currency: string;
  member_type?: number | string;
}

/** POST /get_info_data: the member behind a query-token link (spec §4). */
export function postInfoData(enc: string | null) {
  return toResult(
    async () => (await request<InfoData>('/get_info_data', { enc: enc ?? '' }, { silent: true })).data,
  );
}
