import { randomBytes } from 'node:crypto';
import type { Db, Tx } from '../../../db/client';
import type { AttemptLimiter } from '../../../platform/attempt-limiter';
import { AppError, type ErrorSpec } from '../../../platform/app-error';
import type { Clock } from '../../../platform/clock';
import type { Site } from '../../sites/site';
import { admitDevice, type SessionService } from '../session';
import { memberAuditWriter } from './audit';
import { AccountErrors } from './errors';
import { hashPassword } from './password';
import { RegisterRuleErrors } from './register-rules';
import { checkRegistrationPace, takeRegistrationSlot } from './registration-pace';
import { findMemberById, valueTaken } from './repository';
import { members } from './schema';
import { loginAddressRefusal, memberAddressRefused, type ClientInfo } from './service';
import { startMemberSession } from './session-answer';

/** How a member proved who they are when no password was typed (audit detail). */
export type VerifiedBy = Record<string, string | number | boolean | null>;

const ACCOUNT_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** 12 characters (spec §9 accounts: 6-12 of letters, digits, _ and -), `u` and 11 random ones. */
function randomAccount(): string {
  const bytes = randomBytes(11);
  return 'u' + [...bytes].map((b) => ACCOUNT_ALPHABET[b % ACCOUNT_ALPHABET.length]).join('');
}

class LinkTaken extends Error {}

/**
 * Sign-ins whose identity someone else vouched for (a third-party OpenID provider): the same account
 * checks and the same answer as the password login, without the password.
 */
export function createVerifiedLogin(deps: {
  db: Db;
  clock: Clock;
  sessions: SessionService;
  attempts: AttemptLimiter;
  isLoginIpBlocked?: (siteId: number, ip: string) => Promise<boolean>;
}) {
  const { db, clock, sessions, attempts } = deps;
  const audit = memberAuditWriter(db, clock);
  const ipBlocked = async (site: Site, ip: string) => (await deps.isLoginIpBlocked?.(site.id, ip)) ?? false;

  return {
    /**
     * Signs in the member `memberId` of this site. Disabled, frozen, address, other-device and
     * transfer-validation refusals are the password login's own (spec §8 102, 103, 106, 201-203, 107,
     * 802; 202 only where the caller passes the country); an
     * account flagged for the security question is sent to its password (that question is asked only
     * there, and skipping it here would skip it altogether).
     */
    async signIn(site: Site, memberId: number, client: ClientInfo, by: VerifiedBy) {
      if (site.isDemo) throw new AppError(AccountErrors.demoSite);
      const member = await findMemberById(db, memberId);
      if (!member || member.siteId !== site.id) throw new AppError(AccountErrors.accountError);
      const refuse = async (action: string, error: ErrorSpec) => {
        await audit(site, client, member.account, action, member.id, by);
        return new AppError(error);
      };
      // The member's own networks (203) after the account's state, as the password login does.
      const addressRefusal = await loginAddressRefusal(deps.isLoginIpBlocked, site, client);
      if (addressRefusal) throw await refuse(addressRefusal.action, addressRefusal.error);
      if (member.status === 'disabled') throw new AppError(AccountErrors.accountDisabled);
      if (member.status === 'frozen') throw new AppError(AccountErrors.accountFrozen);
      if (memberAddressRefused(member, client.ip))
        throw await refuse('login_member_ip_not_allowed', AccountErrors.memberIpNotAllowed);
      if (!(await admitDevice(sessions, site, member.id, null)))
        throw await refuse('login_other_device', AccountErrors.differentDevice);
      if (member.mustTransferValidate)
        throw await refuse('login_transfer_validation', AccountErrors.transferValidation);
      if (member.doubleValidation)
        throw await refuse('login_password_required', AccountErrors.passwordRequired);
      await audit(site, client, member.account, 'login', member.id, by);
      return startMemberSession(sessions, member, { ...client, method: 'third_party' });
    },

    /**
     * Opens an account in `currency` for a first verified sign-in, with a generated account name and a
     * random password nobody knows. `link` stores who vouched for it in the same transaction and
     * answers false when a parallel sign-in linked that identity first: then nothing is created and
     * null is answered, so the caller signs in the member the other one made.
     */
    async register(
      site: Site,
      input: { currency: string; email: string | null },
      client: ClientInfo,
      by: VerifiedBy,
      link: (tx: Tx, memberId: number) => Promise<boolean>,
    ): Promise<number | null> {
      if (site.isDemo) throw new AppError(AccountErrors.demoSite);
      const now = clock.now();
      await checkRegistrationPace(db, client.ip, now);
      if (await ipBlocked(site, client.ip)) throw new AppError(RegisterRuleErrors.ipError);
      // An address the provider vouches for is kept when no member of the site has it already.
      const email =
        input.email && !(await valueTaken(db, site.id, 'email', input.email)) ? input.email : null;
      const gate = await takeRegistrationSlot(attempts, client.ip);
      const passwordHash = await hashPassword(randomBytes(24).toString('base64url'));
      let created: { id: number; account: string } | null = null;
      try {
        created = await db.transaction(async (tx) => {
          // A taken random name is unlikely; a few fresh draws settle it.
          for (let i = 0; i < 5; i += 1) {
            const [row] = await tx
              .insert(members)
              .values({
                siteId: site.id,
                account: randomAccount(),
                passwordHash,
                currency: input.currency,
                email,
                registerIp: client.ip,
                createdAt: now,
                updatedAt: now,
              })
              .onConflictDoNothing()
              .returning({ id: members.id, account: members.account });
            if (!row) continue;
            if (!(await link(tx, row.id))) throw new LinkTaken();
            return row;
          }
          throw new Error('no free account name after 5 draws');
        });
      } catch (err) {
        await attempts.giveBack(gate);
        if (err instanceof LinkTaken) return null;
        throw err;
      }
      await audit(site, client, created.account, 'register', created.id, by);
      return created.id;
    },
  };
}
export type VerifiedLogin = ReturnType<typeof createVerifiedLogin>;
