/**
 * A registration a site-1 RMB member passes with (the seeded register settings): the payload every
 * server test that needs a member sends to /api/register, with the fields a test cares about on top.
 */
export function registrationPayload(account: string, extra: object = {}) {
  return {
    site_id: 1,
    member_account: account,
    password: 'abc123',
    check_password: 'abc123',
    member_currency: 'RMB',
    member_name: '张三',
    withdraw_password: '1234',
    agreement: true,
    ...extra,
  };
}
