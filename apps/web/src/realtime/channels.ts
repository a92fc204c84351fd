import { RealtimeChannels, REALTIME_TEMPLATES } from '@arks/contracts';

export interface ChannelContext {
  /**
   * The site's template (`env_config.site_template`: `site02`, `suncity`, `apsport`, ...), which the
   * server names the ad channel after. Not `env_config.template`: that is the page layout (`pc`), and
   * `pc_template` is a channel nobody publishes on.
   */
  siteTemplate: string;
  mobileTemplate: string;
  /** The currency being shown: the member's, else the site's current one. */
  currency: string;
}

export interface MemberIdentity {
  token: string | null;
  memberId: string | null;
  currency: string | null;
  /** The demo member has no server session, so no private channel. */
  isDemo: boolean;
}

/** Spec §7: the public channels every visitor listens on. */
export function publicChannels(ctx: ChannelContext): string[] {
  const channels = [RealtimeChannels.webMember, RealtimeChannels.webApi(ctx.currency)];
  if ((REALTIME_TEMPLATES as readonly string[]).includes(ctx.siteTemplate)) {
    channels.push(RealtimeChannels.template(ctx.siteTemplate));
  }
  if (ctx.mobileTemplate !== 'origin_mobile') channels.push(RealtimeChannels.bobMobileTemplate);
  return channels;
}

/** Spec §3: private channels only when both member_id and token exist; the name uses the stored member_id. */
export function privateChannels(member: MemberIdentity): string[] {
  if (!member.token || !member.memberId || member.isDemo) return [];
  const channels = [RealtimeChannels.member(member.memberId)];
  if (member.currency) {
    channels.push(
      RealtimeChannels.memberCurrency(member.currency),
      RealtimeChannels.presence(member.currency),
    );
  }
  return channels;
}
