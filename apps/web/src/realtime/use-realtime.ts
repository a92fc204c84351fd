import type { LangCode } from '@arks/contracts';
import { useEffect, useMemo, useRef } from 'react';
import { privateChannels, publicChannels, type ChannelContext, type MemberIdentity } from './channels';
import { openRealtime } from './connection';
import { applyRealtimeAction, realtimeAction, subscribedAction, type ActionEffects } from './handlers';

export interface RealtimeInput {
  url: string | undefined;
  siteId: number;
  language: LangCode;
  channels: ChannelContext;
  member: MemberIdentity;
  /** This browser's device id (the logins' udid), to tell a `login` about this browser's own login. */
  deviceId: string | null;
  effects: ActionEffects;
}

/**
 * Spec §3: the connection opens with the app, is rebuilt when the login (token or member) changes and
 * closes on unmount. Language and handlers are read fresh on each event, so they never rebuild it.
 */
export function useRealtime(input: RealtimeInput): void {
  const latest = useRef(input);
  useEffect(() => {
    latest.current = input;
  });
  const { url, member } = input;
  const { siteTemplate, mobileTemplate, currency } = input.channels;
  const channels = useMemo(
    () => [
      ...publicChannels({ siteTemplate, mobileTemplate, currency }),
      ...privateChannels({
        token: member.token,
        memberId: member.memberId,
        currency: member.currency,
        isDemo: member.isDemo,
      }),
    ],
    [siteTemplate, mobileTemplate, currency, member.token, member.memberId, member.currency, member.isDemo],
  );

  useEffect(() => {
    const connection = openRealtime({
      url,
      token: member.isDemo ? null : member.token,
      channels,
      onEvent(event, channel, payload) {
        const now = latest.current;
        const ctx = {
          siteId: now.siteId,
          memberId: now.member.memberId,
          currency: now.channels.currency,
          language: now.language,
          deviceId: now.deviceId,
        };
        applyRealtimeAction(realtimeAction(event, channel, payload, ctx), now.effects);
      },
      onSubscribed(channel) {
        const now = latest.current;
        const ctx = {
          memberId: now.member.memberId,
          siteId: now.siteId,
          currency: now.channels.currency,
          language: now.language,
        };
        applyRealtimeAction(subscribedAction(channel, ctx), now.effects);
      },
    });
    return () => connection.close();
  }, [url, channels, member.token, member.isDemo]);
}
