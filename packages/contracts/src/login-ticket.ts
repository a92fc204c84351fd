import { z } from 'zod';
import { defineCall } from './call';
import { ZSiteScoped } from './site';

/**
 * Query-token login (spec §4, §7 /get_info_data). A native app that holds a member session asks for a
 * short-lived sealed ticket (our own call; the spec does not show how `enc` is made) and opens the
 * site with `?tk&member_account&member_currency&member_id&enc=<ticket>`; the site trades the ticket
 * for a session of its own. A ticket works once and for 60 seconds.
 */
export const LoginTicketIssue = defineCall({
  name: 'LoginTicketIssue',
  method: 'POST',
  path: '/member/login_ticket',
  auth: 'member',
  request: z.object({}),
  data: z.object({ enc: z.string(), expires_in: z.number().int() }),
});

export const GetInfoData = defineCall({
  name: 'GetInfoData',
  method: 'POST',
  path: '/get_info_data',
  auth: 'public',
  request: ZSiteScoped.extend({ enc: z.string().min(1).max(2048) }),
  data: z.object({
    tk: z.string(),
    member_id: z.number().int(),
    member_account: z.string(),
    member_currency: z.string(),
    member_type: z.number().int(),
  }),
});

export const LoginTicketCode = { INVALID: 101, ACCOUNT_DISABLE: 102, ACCOUNT_FROZEN: 103 } as const;
