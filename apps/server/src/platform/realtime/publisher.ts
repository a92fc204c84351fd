import {
  RealtimeChannels,
  ZMemberCurrencyEvents,
  ZMemberEvents,
  ZPublicEvents,
  type MemberCurrencyEventName,
  type MemberCurrencyEventPayload,
  type MemberEventName,
  type MemberEventPayload,
  type PublicEventName,
  type PublicEventPayload,
  STAFF_REVIEW_EVENT,
  StaffChannels,
  ZStaffReviewEvent,
  type StaffReviewEvent,
} from '@arks/contracts';
import type { Server } from 'socket.io';
import { channelRoom, classifyChannel, familyRoom, onlineRoom } from './channels';

/** How other modules talk to connected members. Delivery is best effort: never the only record. */
export interface RealtimePublisher {
  /** `member.{memberId}`: every connection of that member, on any node. */
  toMember<E extends MemberEventName>(memberId: number, event: E, payload: MemberEventPayload<E>): void;
  /** `member.{currency}` of one site: every logged-in member of that currency. */
  toMemberCurrency<E extends MemberCurrencyEventName>(
    siteId: number,
    currency: string,
    event: E,
    payload: MemberCurrencyEventPayload<E>,
  ): void;
  /** A public channel of one site (`web_member`, `web_api.RMB`, `site02_template`, ...). */
  toPublic<E extends PublicEventName>(
    siteId: number,
    channel: string,
    event: E,
    payload: PublicEventPayload<E>,
  ): void;
  /** A review queue changed: staff on `staff.{queue}` and on `staff.{queue}.{site_id}` hear it. */
  toStaffQueue(event: StaffReviewEvent): void;
  /** How many members of a site and currency are connected now, on every node (distinct members). */
  onlineMembers(siteId: number, currency: string): Promise<number>;
}

/** `countMembers(room)`: distinct members counted in a room, on every node (the presence store). */
export function createPublisher(
  io: Server,
  countMembers: (room: string) => Promise<number>,
): RealtimePublisher {
  // Payloads are checked against the contract so a module cannot send what the clients cannot read.
  function emit(room: string, channel: string, event: string, payload: unknown): void {
    io.to(room).emit(event, channel, payload);
  }
  return {
    toMember(memberId, event, payload) {
      const channel = RealtimeChannels.member(memberId);
      emit(
        channelRoom(0, channel, { kind: 'member', memberId }),
        channel,
        event,
        ZMemberEvents[event].parse(payload),
      );
    },
    toMemberCurrency(siteId, currency, event, payload) {
      const channel = RealtimeChannels.memberCurrency(currency);
      const kind = classifyChannel(channel);
      if (kind?.kind !== 'member-currency') throw new RangeError(`not a currency channel: ${channel}`);
      emit(channelRoom(siteId, channel, kind), channel, event, ZMemberCurrencyEvents[event].parse(payload));
    },
    toPublic(siteId, channel, event, payload) {
      const kind = classifyChannel(channel);
      if (kind?.kind !== 'public') throw new RangeError(`not a public channel: ${channel}`);
      emit(channelRoom(siteId, channel, kind), channel, event, ZPublicEvents[event].parse(payload));
    },
    toStaffQueue(event) {
      const payload = ZStaffReviewEvent.parse(event);
      for (const channel of [
        StaffChannels.queue(event.queue),
        StaffChannels.queue(event.queue, event.site_id),
      ]) {
        emit(channelRoom(0, channel, classifyChannel(channel)!), channel, STAFF_REVIEW_EVENT, payload);
      }
    },
    onlineMembers(siteId, currency) {
      return countMembers(onlineRoom(siteId, currency));
    },
  };
}

/**
 * A member event for the connections of one login only (`familyRoom`), named on the member's channel
 * as clients expect. For the hub: what one login must hear and the member's other logins must not.
 */
export function emitToLogin<E extends MemberEventName>(
  io: Server,
  login: { memberId: number; familyId: string },
  event: E,
  payload: MemberEventPayload<E>,
): void {
  io.to(familyRoom(login.familyId)).emit(
    event,
    RealtimeChannels.member(login.memberId),
    ZMemberEvents[event].parse(payload),
  );
}
