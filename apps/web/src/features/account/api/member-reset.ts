import { request } from '../../../api/request';
import { toResult } from './call-result';

export function postMemberReset(body: { account: string; password: string; token: string }) {
  return toResult(async () => (await request<unknown>('/arks/web/vx/reset', body, { silent: true })).data);
}
