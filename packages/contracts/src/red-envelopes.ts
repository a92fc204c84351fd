import { z } from 'zod';
import { bigintId } from './ids';
import { defineCall } from './call';

/**
 * Red envelopes (spec §3, §4, §7): the member's current envelope, and opening it for its cash.
 * Code 102 (RedEnvelopeCode.CLEARED) when it is gone: already opened, over, or its budget spent.
 */
export const ZRedEnvelope = z.object({
  id: z.number().int(),
  title: z.string(),
  start_at: z.string(),
  end_at: z.string(),
});

export const RedEnvelopePromotion = defineCall({
  name: 'RedEnvelopePromotion',
  method: 'POST',
  path: '/arks/web/activity/red_envelope_promotion',
  auth: 'member',
  abortable: true,
  request: z.object({}),
  /** Null when no envelope waits for this member now. */
  data: ZRedEnvelope.nullable(),
});

export const RedEnvelopeClaim = defineCall({
  name: 'RedEnvelopeClaim',
  method: 'POST',
  path: '/arks/web/activity/red_envelope',
  auth: 'member',
  request: z.object({ id: bigintId({ coerce: true }) }),
  data: z.object({ cash: z.string() }),
});
