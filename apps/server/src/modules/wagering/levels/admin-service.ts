import {
  fromMinor,
  toMinor,
  type AdminLevelConfigSave,
  type CurrencyCode,
  type ZAdminMemberLevel,
} from '@arks/contracts';
import type { z } from 'zod';
import type { Db } from '../../../db/client';
import type { Clock } from '../../../platform/clock';
import { AppError, fieldError, PlatformErrors } from '../../../platform/app-error';
import { pickText, requireDefaultLanguage, storedTexts } from '../../../platform/localized-text';
import { createStaffAuditWriter, type StaffActor } from '../../accounts/staff';
import { findMemberById } from '../../accounts/member';
import { currencyOf, withinBound } from '../../money/ledger';
import { findSite, listCurrencies } from '../../sites/site';
import * as repo from './repository';
import { baseLevel, earnedLevel, rungAt, type Rung } from './rules';
import type { LevelService } from './service';

type SaveInput = z.output<(typeof AdminLevelConfigSave)['request']>;
type MemberLevelView = z.output<typeof ZAdminMemberLevel>;

/** Thresholds may pass a single payment's bound (a year of play): a sanity ceiling keeps sums safe. */
const THRESHOLD_CEILING = 10n ** 15n;

/** The ladder as the console shows and saves it. */
export function ladderView(
  siteId: number,
  settings: Awaited<ReturnType<typeof repo.settingsOf>>,
  ladder: Rung[],
) {
  return {
    site_id: siteId,
    period_days: settings.periodDays,
    demotion: settings.demotion,
    configured: settings.configured,
    updated_at: settings.updatedAt?.toISOString() ?? null,
    levels: ladder.map((r) => ({
      level: r.level,
      names: r.names,
      bonus_turnover_multiple: r.bonusTurnoverMultiple,
      amounts: [...r.amounts].map(([currency, a]) => {
        const code = currency as CurrencyCode;
        return {
          currency,
          deposit_threshold: fromMinor(a.depositThreshold, code),
          valid_bet_threshold: fromMinor(a.validBetThreshold, code),
          bonus: fromMinor(a.bonus, code),
          withdraw_daily_count: a.withdrawDailyCount,
          withdraw_daily_amount:
            a.withdrawDailyAmount === null ? null : fromMinor(a.withdrawDailyAmount, code),
        };
      }),
    })),
  };
}

function amountOf(field: string, text: string, currency: CurrencyCode, max?: bigint): bigint {
  let minor: bigint;
  try {
    minor = toMinor(text, currency);
  } catch {
    throw fieldError(field, `more decimal places than ${currency} has`);
  }
  if (max !== undefined) {
    if (minor > max) throw fieldError(field, 'too large');
    return minor;
  }
  return withinBound(field, minor, currency);
}

/** The staff side of member levels: each site's ladder and a member's level set by hand. */
export function createLevelAdminService(deps: { db: Db; clock: Clock; levels: LevelService }) {
  const { db, clock } = deps;

  async function config(siteId: number) {
    const site = await findSite(db, siteId);
    if (!site) throw new AppError(PlatformErrors.notFound, { message: `site_id: no site ${siteId}` });
    const [settings, ladder] = await Promise.all([repo.settingsOf(db, siteId), repo.ladderOf(db, siteId)]);
    return ladderView(siteId, settings, ladder);
  }

  /** Checks the whole ladder before anything is written: order, base, names, currencies, thresholds. */
  async function checked(input: SaveInput) {
    const site = await findSite(db, input.site_id);
    if (!site) throw new AppError(PlatformErrors.notFound, { message: `site_id: no site ${input.site_id}` });
    const currencies = new Set(await listCurrencies(db, input.site_id));
    const sorted = [...input.levels].sort((a, b) => a.level - b.level);
    if (sorted.some((l, i) => l !== input.levels[i]))
      throw fieldError('levels', 'list the levels from the base up');
    const base = sorted[0]!.level;
    if (base !== 0 && base !== 1) throw fieldError('levels.0.level', 'the base level is 0 or 1');
    const amounts: {
      siteId: number;
      level: number;
      currency: string;
      depositThreshold: bigint;
      validBetThreshold: bigint;
      bonus: bigint;
      withdrawDailyCount: number | null;
      withdrawDailyAmount: bigint | null;
    }[] = [];
    const previous = new Map<string, { deposit: bigint; bet: bigint }>();
    sorted.forEach((l, i) => {
      if (l.level !== base + i)
        throw fieldError(`levels.${i}.level`, `levels follow one another: expected ${base + i}`);
      requireDefaultLanguage(`levels.${i}.names`, l.names, site.defaultLanguage);
      const seen = new Set<string>();
      l.amounts.forEach((a, j) => {
        const at = `levels.${i}.amounts.${j}`;
        if (!currencies.has(a.currency))
          throw fieldError(`${at}.currency`, `the site does not offer ${a.currency}`);
        if (seen.has(a.currency)) throw fieldError(`${at}.currency`, `${a.currency} twice`);
        seen.add(a.currency);
        const code = a.currency as CurrencyCode;
        const deposit = amountOf(`${at}.deposit_threshold`, a.deposit_threshold, code, THRESHOLD_CEILING);
        const bet = amountOf(`${at}.valid_bet_threshold`, a.valid_bet_threshold, code, THRESHOLD_CEILING);
        const before = previous.get(a.currency);
        if (before && deposit < before.deposit)
          throw fieldError(`${at}.deposit_threshold`, 'not below the level beneath');
        if (before && bet < before.bet)
          throw fieldError(`${at}.valid_bet_threshold`, 'not below the level beneath');
        previous.set(a.currency, { deposit, bet });
        const dailyAmount =
          a.withdraw_daily_amount === null
            ? null
            : amountOf(`${at}.withdraw_daily_amount`, a.withdraw_daily_amount, code);
        if (dailyAmount === 0n) throw fieldError(`${at}.withdraw_daily_amount`, 'must be positive');
        amounts.push({
          siteId: input.site_id,
          level: l.level,
          currency: a.currency,
          depositThreshold: deposit,
          validBetThreshold: bet,
          bonus: i === 0 ? 0n : amountOf(`${at}.bonus`, a.bonus, code),
          withdrawDailyCount: a.withdraw_daily_count,
          withdrawDailyAmount: dailyAmount,
        });
      });
    });
    return { sorted, amounts };
  }

  async function save(input: SaveInput, actor: StaffActor) {
    const { sorted, amounts } = await checked(input);
    return db.transaction(async (tx) => {
      await repo.lockSiteLadder(tx, input.site_id);
      const before = ladderView(
        input.site_id,
        await repo.settingsOf(tx, input.site_id),
        await repo.ladderOf(tx, input.site_id),
      );
      await repo.saveLadder(
        tx,
        input.site_id,
        {
          periodDays: input.period_days,
          demotion: input.demotion,
          updatedBy: actor.staffId,
          updatedAt: clock.now(),
        },
        sorted.map((l) => ({
          level: l.level,
          names: storedTexts(l.names),
          bonusTurnoverMultiple: l.bonus_turnover_multiple,
        })),
        amounts,
      );
      const after = ladderView(
        input.site_id,
        await repo.settingsOf(tx, input.site_id),
        await repo.ladderOf(tx, input.site_id),
      );
      const { updated_at: _b, ...b } = before;
      const { updated_at: _a, ...a } = after;
      await createStaffAuditWriter(
        tx,
        clock,
      )({
        staffId: actor.staffId,
        action: 'levels_saved',
        target: `site:${input.site_id}`,
        detail: { reason: input.reason, before: b, after: a },
        ip: actor.ip,
      });
      return after;
    });
  }

  async function memberView(memberId: number): Promise<MemberLevelView> {
    const m = await findMemberById(db, memberId);
    if (!m) throw new AppError(PlatformErrors.notFound, { message: `id: no member ${memberId}` });
    const site = await findSite(db, m.siteId);
    const code = currencyOf(m.currency);
    const [ladder, settings, row, changes, bonuses] = await Promise.all([
      repo.ladderOf(db, m.siteId),
      repo.settingsOf(db, m.siteId),
      repo.memberLevelRow(db, m.id),
      repo.history(db, m.id),
      repo.bonusesOf(db, m.id),
    ]);
    const f = (await deps.levels.figures(m.siteId, settings.periodDays, [m.id])).get(m.id) ?? {
      currency: m.currency,
      deposits: 0n,
      validBets: 0n,
    };
    const level = row?.level ?? baseLevel(ladder);
    const rung = rungAt(ladder, level);
    const money = (minor: bigint | null) => (minor === null ? null : fromMinor(minor, code));
    return {
      member_id: m.id,
      site_id: m.siteId,
      currency: m.currency,
      level,
      // Staff read the name in the site's default language (the one every ladder has).
      name: rung && site ? pickText(rung.names, site.defaultLanguage, site.defaultLanguage) : '',
      how: row?.how ?? null,
      pinned: row?.pinned ?? false,
      since: row?.since.toISOString() ?? null,
      staff_id: row?.staffId ?? null,
      reason: row?.reason ?? null,
      deposits: fromMinor(f.deposits, code),
      valid_bets: fromMinor(f.validBets, code),
      earned_level: earnedLevel(ladder, m.currency, f.deposits, f.validBets),
      history: changes.map((c) => ({
        id: c.id.toString(),
        from_level: c.fromLevel,
        to_level: c.toLevel,
        how: c.how,
        staff_id: c.staffId,
        reason: c.reason,
        deposits: money(c.deposits),
        valid_bets: money(c.validBets),
        created_at: c.createdAt.toISOString(),
      })),
      bonuses: bonuses.map((b) => ({
        level: b.level,
        amount: fromMinor(b.amount, code),
        status: b.status,
        paid_at: b.paidAt?.toISOString() ?? null,
      })),
    };
  }

  /** A level set by hand (no bonus: staff issue money through adjustments); audited with the reason. */
  async function setLevel(
    memberId: number,
    input: { level: number; pinned: boolean; reason: string },
    actor: StaffActor,
  ) {
    const m = await findMemberById(db, memberId);
    if (!m) throw new AppError(PlatformErrors.notFound, { message: `id: no member ${memberId}` });
    const ladder = await repo.ladderOf(db, m.siteId);
    if (!ladder.some((r) => r.level === input.level))
      throw fieldError('level', `the site has no level ${input.level}`);
    await db.transaction(async (tx) => {
      await repo.lockMember(tx, m.id);
      const row = await repo.memberLevelRow(tx, m.id);
      const now = clock.now();
      await repo.recordChange(
        tx,
        {
          memberId: m.id,
          siteId: m.siteId,
          fromLevel: row ? row.level : null,
          toLevel: input.level,
          how: 'manual',
          staffId: actor.staffId,
          reason: input.reason,
          createdAt: now,
        },
        {
          memberId: m.id,
          siteId: m.siteId,
          currency: m.currency,
          level: input.level,
          since: now,
          how: 'manual',
          pinned: input.pinned,
          staffId: actor.staffId,
          reason: input.reason,
        },
      );
      await createStaffAuditWriter(
        tx,
        clock,
      )({
        staffId: actor.staffId,
        action: 'member_level_set',
        target: `member:${m.id}`,
        detail: {
          reason: input.reason,
          before: row?.level ?? baseLevel(ladder),
          after: input.level,
          pinned: input.pinned,
        },
        ip: actor.ip,
      });
    });
    return memberView(m.id);
  }

  return { config, save, memberView, setLevel };
}

export type LevelAdminService = ReturnType<typeof createLevelAdminService>;
