import {
  BankAccountList,
  BankAccountStore,
  BonusSettingCheck,
  MemberInfo,
  VxReset,
  VxVerify,
  WithdrawPasswordSave,
} from '@arks/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { registerCall, type CallDeps } from '../../../platform/register-call';
import type { MemberIdentity } from '../../../platform/request-context';
import type { ClientInfo } from '../member';
import type { MemberCenterService } from './service';

const tags = ['member-centre'];

const clientOf = (request: FastifyRequest): ClientInfo => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'],
  lang: request.lang,
});

/** Member calls only run after the guard let them through, so the identity is always there. */
const idOf = (member: MemberIdentity | null) => member!.memberId;

export function registerMemberCenterRoutes(
  app: FastifyInstance,
  deps: CallDeps,
  center: MemberCenterService,
): void {
  registerCall(
    app,
    deps,
    VxVerify,
    ({ site, input, request }) => center.verify(site, input, clientOf(request)),
    {
      tags,
    },
  );
  registerCall(
    app,
    deps,
    VxReset,
    ({ site, input, request }) => center.reset(site, input, clientOf(request)),
    {
      tags,
    },
  );
  registerCall(
    app,
    deps,
    WithdrawPasswordSave,
    ({ site, member, input, request }) =>
      center.saveWithdrawPassword(site, idOf(member), input, clientOf(request)),
    { tags },
  );
  registerCall(app, deps, BankAccountList, ({ member }) => center.bankAccounts(idOf(member)), { tags });
  registerCall(
    app,
    deps,
    BankAccountStore,
    ({ site, member, input, request }) =>
      center.bindBankAccount(site, idOf(member), input, clientOf(request)),
    { tags },
  );
  registerCall(app, deps, MemberInfo, ({ member, input }) => center.memberInfo(idOf(member), input.id), {
    tags,
  });
  registerCall(
    app,
    deps,
    BonusSettingCheck,
    ({ site, member, input }) => center.bonusSettingCheck(site, idOf(member), input.member_currency),
    { tags },
  );
}
