import { ZAgentTransferState } from '@arks/contracts';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const ID = /^\d{1,15}$/;

/** The list's filters as the address holds them; anything malformed there is simply left out. */
export function readFilters(params: URLSearchParams) {
  const state = ZAgentTransferState.safeParse(params.get('state'));
  const currency = params.get('currency');
  const from = params.get('from');
  const to = params.get('to');
  const agent = params.get('agent_id');
  const member = params.get('member_id');
  const page = Number(params.get('page'));
  return {
    ...(currency && /^[A-Z]{3}$/.test(currency) ? { currency } : {}),
    ...(state.success ? { state: state.data } : {}),
    ...(from && to && DAY.test(from) && DAY.test(to) && to >= from ? { from, to } : {}),
    ...(agent && ID.test(agent) ? { agent_id: Number(agent) } : {}),
    ...(member && ID.test(member) ? { member_id: Number(member) } : {}),
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The address with one filter set (or removed); any filter change goes back to the first page. */
export function withFilter(
  params: URLSearchParams,
  name: string,
  value: string | undefined,
): URLSearchParams {
  const next = new URLSearchParams(params);
  if (value === undefined || value === '') next.delete(name);
  else next.set(name, value);
  if (name !== 'page') next.delete('page');
  return next;
}
