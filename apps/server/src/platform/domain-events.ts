import { EventEmitter } from 'node:events';

/**
 * Facts a module announces after its transaction committed, for whoever listens in this process
 * (the realtime hub turns them into socket events; socket.io's Redis adapter carries those to the
 * other nodes). Nothing here is durable: a listener must never be the only record of a change.
 */
export interface DomainEvents {
  /** A member's main wallet changed; listeners read the new figure from the ledger. */
  'member.balance_changed': { memberId: number; siteId: number; currency: string };
  /** A deposit was credited. `depositTimes` counts the member's successful deposits, this one included. */
  'deposit.succeeded': {
    memberId: number;
    siteId: number;
    currency: string;
    orderNumber: string;
    /** Decimal string in the currency's unit, as on the wire. */
    amount: string;
    depositTimes: number;
    /** The amount in minor units, and the channel's turnover multiple (0: none) for wagering/turnover. */
    amountMinor: bigint;
    turnoverMultiple: number;
  };
  /**
   * Promotion money was credited to a member's main wallet (a red envelope claimed, a sign-in reward
   * paid, a positive adjustment staff marked as a bonus), with the turnover multiple its campaign or
   * staff set (0: none). `ref` is unique per source.
   */
  'promotion.credited': {
    memberId: number;
    siteId: number;
    currency: string;
    source: 'red_envelope' | 'sign_in' | 'manual_bonus';
    ref: string;
    amountMinor: bigint;
    turnoverMultiple: number;
  };
  /** A withdrawal changed status (requested, approved, rejected). */
  'withdrawal.updated': { memberId: number; siteId: number; orderNumber: string; status: string };
  /** An item joined or left a staff review queue (a bank deposit or a withdrawal to review). */
  'review.changed': {
    queue: 'deposits' | 'withdrawals';
    siteId: number;
    currency: string;
    orderNumber: string;
    change: 'new' | 'resolved';
  };
  /** Every session of the member ended (logout everywhere, freeze, password change). */
  'member.sessions_revoked': { memberId: number };
}

export type DomainEventName = keyof DomainEvents;

export interface DomainEventBus {
  publish<K extends DomainEventName>(name: K, payload: DomainEvents[K]): void;
  subscribe<K extends DomainEventName>(name: K, listener: (payload: DomainEvents[K]) => void): () => void;
}

export function createDomainEventBus(onListenerError: (err: unknown, name: string) => void): DomainEventBus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(50);
  return {
    publish(name, payload) {
      // A listener's failure must not undo or fail the business action that already committed.
      for (const listener of emitter.listeners(name)) {
        try {
          (listener as (p: unknown) => void)(payload);
        } catch (err) {
          onListenerError(err, name);
        }
      }
    },
    subscribe(name, listener) {
      emitter.on(name, listener);
      return () => emitter.off(name, listener);
    },
  };
}
