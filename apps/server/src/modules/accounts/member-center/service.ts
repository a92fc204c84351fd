import { createHash, randomBytes } from 'node:crypto';
import {
  MEMBER_CENTER_LIMITS,
  recoveryProofs,
  V,
  validationText,
  type CallRequest,
  type VxReset,
  type VxVerify,
} from '@arks/contracts';
import type { Db } from '../../../db/client';
import { AccountErrors, memberAuditWriter } from '../member';
import { AppError, PlatformErrors } from '../../../platform/app-error';
import type { Clock } from '../../../platform/clock';
import type { RealtimePublisher } from '../../../platform/realtime/publisher';
import { giveBackAll, takeAll, type AttemptLimiter } from '../../../platform/attempt-limiter';
import * as memberRepo from '../member';
import { hashPassword, isFriendRecommendActive, verifyPassword } from '../member';
import type { ClientInfo } from '../member';
import type { SessionService } from '../session';
import type { Site } from '../../sites/site';
import { MemberCenterErrors as E } from './errors';
import * as repo from './repository';

const HOUR = 60 * 60 * 1000;
/** Failed recovery attempts allowed per address per hour (several accounts behind one NAT). */
const RECOVERY_FAILURES_PER_IP = 30;
const WITHDRAW_FAILURES_PER_HOUR = 10;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const same = (a: string | null | undefined, b: string | undefined) =>
  Boolean(a) && Boolean(b) && a!.trim().toLowerCase() === b!.trim().toLowerCase();

/**
 * Currencies whose banks pay out only to the named holder (RMB registration asks a real name in Chinese
 * characters, §5): an account there must be in the member's own name, so winnings cannot be sent to
 * someone else's account.
 */
const REAL_NAME_CURRENCIES = new Set(['RMB']);
const holderName = (name: string | null | undefined) => (name ?? '').replace(/\s+/g, '');

function holderNameError(lang: string): AppError {
  const message = validationText(V.bankHolderName, lang);
  return new AppError(PlatformErrors.badRequest, {
    message: `${message} (account_name)`,
    data: { errors: [{ field: 'account_name', key: V.bankHolderName, message }] },
  });
}

/** The type of /register/sms codes sent for forgot password (registration's FORGOT_PASSWORD). */
export const FORGOT_PASSWORD_SMS = 'forgot_password';

export interface PhoneCodes {
  checkCode(siteId: number, phone: string, code: string, purpose: string): Promise<boolean>;
}

export type MemberCenterService = ReturnType<typeof createMemberCenterService>;

export function createMemberCenterService(deps: {
  db: Db;
  clock: Clock;
  sessions: SessionService;
  attempts: AttemptLimiter;
  realtime: RealtimePublisher;
  /** The SMS codes of /register/sms (registration module): forgot password by SMS checks one. */
  phoneCodes?: PhoneCodes;
}) {
  const { db, clock, sessions, attempts } = deps;
  /**
   * Spec §7 profile.updated: the member's open pages refetch the profile and layout. One per change,
   * after it is stored. The recovery reset sends none: it ends every login, which cuts their
   * connections, so no page is left to tell.
   */
  const profileUpdated = (memberId: number) => deps.realtime.toMember(memberId, 'profile.updated', {});

  const audit = memberAuditWriter(db, clock);

  async function ownMember(memberId: number) {
    const member = await memberRepo.findMemberById(db, memberId);
    if (!member) throw new AppError(PlatformErrors.unauthorized);
    return member;
  }

  /**
   * Recovery asks for the withdraw password only where the site's register form collected it for the
   * member's currency and the member has one; elsewhere the account with its email or phone is the
   * proof. The settings are read and argon2 runs whatever the account, so timing tells nothing either.
   */
  async function withdrawPasswordProof(
    site: Site,
    member: Awaited<ReturnType<typeof memberRepo.findMemberByAccount>>,
    plain: string | undefined,
  ): Promise<boolean> {
    const settings = await memberRepo.recoverySettings(db, site.id);
    const asked =
      Boolean(member?.withdrawPasswordHash) &&
      recoveryProofs(settings, member!.currency).withdrawPassword !== 'hidden';
    const ok = await verifyPassword(asked ? member!.withdrawPasswordHash : null, plain ?? '');
    return asked ? ok : true;
  }

  /** Checks the withdraw password with per-member failure limits (it guards money). */
  async function checkWithdrawPassword(
    site: Site,
    client: ClientInfo,
    member: memberRepo.MemberRow,
    plain?: string,
  ) {
    // A slot is taken before the guess is looked at: parallel guesses get ten looks, not ten each.
    const limit = { key: `withdraw-password:${member.id}`, max: WITHDRAW_FAILURES_PER_HOUR, windowMs: HOUR };
    if (!(await attempts.take(limit))) throw new AppError(E.verifyTooMany);
    if (!plain || !(await verifyPassword(member.withdrawPasswordHash, plain))) {
      await audit(site, client, member.account, 'withdraw_password_failed', member.id);
      throw new AppError(E.wrongWithdrawPassword);
    }
    await attempts.giveBack(limit);
  }

  const toBankAccount = (row: repo.BankAccountRow) => ({
    id: row.id,
    bank_name: row.bankName,
    account_name: row.accountName,
    account_number_masked: `****${row.accountNumber.slice(-4)}`,
    branch: row.branch,
    is_verified: (row.verifiedAt ? 1 : 0) as 0 | 1,
  });

  return {
    /**
     * Recovery step 1. Every mismatch (unknown account, wrong withdraw password, wrong email or phone)
     * answers the same 101 after the same argon2 work, so the call does not reveal which accounts exist.
     */
    async verify(site: Site, input: CallRequest<typeof VxVerify>, client: ClientInfo) {
      // A demo site takes no real login (spec §1), so it has no password to recover either.
      if (site.isDemo) throw new AppError(AccountErrors.demoSite);
      const account = input.account.trim().toLowerCase();
      // Without `method` (the spec's form) the contact given decides: the email when there is one.
      const method = input.method ?? (input.member_email?.trim() ? 'email' : 'phone');
      const contact = (method === 'email' ? input.member_email : input.member_phone)?.trim();
      if (!contact || (method === 'sms' && !input.phone_verify?.trim()))
        throw new AppError(E.verifyContactMissing);
      const limits = [
        { key: `recovery:ip:${client.ip}`, max: RECOVERY_FAILURES_PER_IP, windowMs: HOUR },
        {
          key: `recovery:account:${site.id}:${account}`,
          max: MEMBER_CENTER_LIMITS.recoveryFailuresPerHour,
          windowMs: HOUR,
        },
      ];
      if (await takeAll(attempts, limits)) throw new AppError(E.verifyTooMany);

      const member = await memberRepo.findMemberByAccount(db, site.id, account);
      const passwordOk = await withdrawPasswordProof(site, member, input.withdraw_password);
      const contactOk =
        member !== undefined && same(method === 'email' ? member.email : member.phone, contact);
      // The SMS code is checked (and spent) only once everything else matched, so a wrong withdraw
      // password does not burn the member's code; a wrong code counts as a failure like any other.
      const smsOk =
        method !== 'sms' ||
        (contactOk &&
          passwordOk &&
          deps.phoneCodes !== undefined &&
          (await deps.phoneCodes.checkCode(
            site.id,
            contact,
            input.phone_verify!.trim(),
            FORGOT_PASSWORD_SMS,
          )));
      if (!member || !passwordOk || !contactOk || !smsOk) {
        await audit(site, client, account, 'vx_verify_failed', member?.id);
        throw new AppError(E.verifyMismatch);
      }
      await giveBackAll(attempts, limits);
      if (member.status !== 'active') throw new AppError(E.verifyAccountInactive);

      const token = randomBytes(32).toString('base64url');
      const now = clock.now();
      await repo.insertRecoveryToken(db, {
        tokenHash: sha256(token),
        memberId: member.id,
        createdAt: now,
        expiresAt: new Date(now.getTime() + MEMBER_CENTER_LIMITS.recoveryTokenTtlMs),
      });
      await audit(site, client, account, 'vx_verify', member.id);
      return { token };
    },

    /** Recovery step 2: one use per token; ends every session of the member. */
    async reset(site: Site, input: CallRequest<typeof VxReset>, client: ClientInfo) {
      if (site.isDemo) throw new AppError(AccountErrors.demoSite);
      const tokenHash = sha256(input.token);
      const row = await repo.findRecoveryToken(db, tokenHash);
      const member = row ? await memberRepo.findMemberById(db, row.memberId) : undefined;
      if (
        !row ||
        !member ||
        row.usedAt ||
        member.siteId !== site.id ||
        member.account !== input.account.trim().toLowerCase()
      )
        throw new AppError(E.resetTokenInvalid);
      if (row.expiresAt <= clock.now()) throw new AppError(E.resetTokenExpired);
      if (!(await repo.consumeRecoveryToken(db, tokenHash, clock.now())))
        throw new AppError(E.resetTokenInvalid);

      await memberRepo.updatePassword(db, member.id, await hashPassword(input.password));
      await memberRepo.clearTransferValidation(db, member.id);
      await sessions.revokeMember(member.id);
      await audit(site, client, member.account, 'password_reset', member.id);
      return null;
    },

    async saveWithdrawPassword(
      site: Site,
      memberId: number,
      input: { old_withdraw_password?: string; withdraw_password: string },
      client: ClientInfo,
    ) {
      const member = await ownMember(memberId);
      const changing = member.withdrawPasswordHash !== null;
      if (changing) {
        if (!input.old_withdraw_password) throw new AppError(E.oldWithdrawPasswordRequired);
        await checkWithdrawPassword(site, client, member, input.old_withdraw_password);
      }
      await memberRepo.setWithdrawPasswordHash(db, member.id, await hashPassword(input.withdraw_password));
      await audit(
        site,
        client,
        member.account,
        changing ? 'withdraw_password_changed' : 'withdraw_password_set',
        member.id,
      );
      // The profile's is_withdraw_password, and the bank account form that asks for it.
      profileUpdated(member.id);
      return null;
    },

    /** For money modules: the same failure-limited check as the member centre's own calls. */
    async verifyWithdrawPassword(site: Site, memberId: number, plain: string, client: ClientInfo) {
      await checkWithdrawPassword(site, client, await ownMember(memberId), plain);
    },

    async hasWithdrawPassword(memberId: number): Promise<boolean> {
      return (await ownMember(memberId)).withdrawPasswordHash !== null;
    },

    /** One of the member's own bound accounts with its full number (for a withdrawal order), or undefined. */
    async ownBankAccount(memberId: number, bankAccountId: number) {
      const row = (await repo.listBankAccounts(db, memberId)).find((a) => a.id === bankAccountId);
      return row && { ...toBankAccount(row), account_number: row.accountNumber };
    },

    async bankAccounts(memberId: number) {
      return { list: (await repo.listBankAccounts(db, memberId)).map(toBankAccount) };
    },

    async bindBankAccount(
      site: Site,
      memberId: number,
      input: {
        bank_name: string;
        account_name: string;
        account_number: string;
        branch?: string;
        withdraw_password?: string;
      },
      client: ClientInfo,
    ) {
      const member = await ownMember(memberId);
      if (member.withdrawPasswordHash !== null)
        await checkWithdrawPassword(site, client, member, input.withdraw_password);
      if (
        REAL_NAME_CURRENCIES.has(member.currency) &&
        (!member.name || holderName(input.account_name) !== holderName(member.name))
      ) {
        throw holderNameError(client.lang);
      }
      const created = await repo.insertBankAccount(db, {
        siteId: site.id,
        memberId: member.id,
        bankName: input.bank_name,
        accountName: input.account_name,
        accountNumber: input.account_number,
        branch: input.branch?.trim() || null,
        createdAt: clock.now(),
      });
      if (!created) throw new AppError(E.bankAccountRepeat);
      // Only the last digits go to the audit trail.
      await audit(site, client, member.account, 'bank_account_bound', member.id, {
        bank_name: input.bank_name,
        last4: input.account_number.slice(-4),
      });
      // The layout's bank_account_bound and need_bank_account_deposit_verified, and the account list.
      profileUpdated(member.id);
      return { bank_account: toBankAccount(created) };
    },

    /** 1 once the member bound any bank account: the site asks the others to bind one (layout). */
    async hasBankAccount(memberId: number): Promise<0 | 1> {
      return (await repo.countBankAccounts(db, memberId)) > 0 ? 1 : 0;
    },

    /** 1 while a bound bank account still waits for the operator's deposit verification (layout flag). */
    async needBankAccountDepositVerified(memberId: number): Promise<0 | 1> {
      return (await repo.countUnverifiedBankAccounts(db, memberId)) > 0 ? 1 : 0;
    },

    /** Login refuses blocked addresses (§8 106); used by the member module. */
    isLoginIpBlocked(siteId: number, ip: string): Promise<boolean> {
      return repo.isLoginIpBlocked(db, siteId, ip);
    },

    async memberInfo(memberId: number, askedId: number | undefined) {
      // One member never reads another's data through this call.
      if (askedId !== undefined && askedId !== memberId) throw new AppError(PlatformErrors.forbidden);
      const member = await ownMember(memberId);
      return { id: member.id, currency: member.currency };
    },

    async bonusSettingCheck(site: Site, memberId: number, currency: string | undefined) {
      const member = await ownMember(memberId);
      const active = await isFriendRecommendActive(db, site.id, currency ?? member.currency);
      return { is_friend: (active ? 1 : 0) as 0 | 1 };
    },
  };
}
