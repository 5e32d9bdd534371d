// The stand-in's refund calls (test/stripe-server.ts): GET /v1/checkout/sessions/:id answers a paid
// session with its payment intent ('pi_<session id>'), and POST /v1/refunds a refund of that payment
// intent in the status the test chose (pending by default, as Stripe's webhook then confirms it),
// once per idempotency key as Stripe does; or Stripe's error, or no answer at all. Also the refund
// events Stripe's webhook sends, as JSON to be signed with signatureFor.
import type { IncomingMessage, ServerResponse } from 'node:http';

export interface StandInRefund {
  id: string;
  amount: number;
  payment_intent: string;
  status: string;
  metadata: Record<string, string>;
}

export interface RefundCalls {
  /** The refunds made, in order. */
  refunds: StandInRefund[];
  /** The status a new refund has. */
  refundStatus: string;
  /** When set, refund calls answer this HTTP status with a Stripe error, or ('hang-up') not at all. */
  failRefundsWith: number | 'hang-up' | null;
  /** The refund made under each idempotency key. */
  refundKeys: Map<string, StandInRefund>;
}

export const refundCalls = (): RefundCalls => ({
  refunds: [],
  refundStatus: 'pending',
  failRefundsWith: null,
  refundKeys: new Map(),
});

/** Answers the call when it is one of the refund calls; false otherwise. */
export function answerRefundCall(
  state: RefundCalls,
  request: IncomingMessage,
  path: string,
  form: URLSearchParams,
  response: ServerResponse,
): boolean {
  const session = /^\/v1\/checkout\/sessions\/([A-Za-z0-9_]+)$/.exec(path);
  if (request.method === 'GET' && session) {
    response.end(
      JSON.stringify({
        id: session[1],
        object: 'checkout.session',
        mode: 'payment',
        status: 'complete',
        payment_status: 'paid',
        currency: 'dkk',
        payment_intent: `pi_${session[1]}`,
      }),
    );
    return true;
  }
  if (request.method !== 'POST' || path !== '/v1/refunds') return false;
  if (state.failRefundsWith === 'hang-up') {
    request.socket.destroy();
    return true;
  }
  if (state.failRefundsWith !== null) {
    response.statusCode = state.failRefundsWith;
    response.end(
      JSON.stringify({
        error: { type: 'invalid_request_error', message: 'Charge has already been refunded.' },
      }),
    );
    return true;
  }
  const key = String(request.headers['idempotency-key'] ?? '');
  let refund = key ? state.refundKeys.get(key) : undefined;
  if (!refund) {
    refund = {
      id: `re_test_${state.refunds.length + 1}_${Date.now().toString(36)}`,
      amount: Number(form.get('amount')),
      payment_intent: form.get('payment_intent') ?? '',
      status: state.refundStatus,
      metadata: {
        refund_id: form.get('metadata[refund_id]') ?? '',
        company_id: form.get('metadata[company_id]') ?? '',
      },
    };
    state.refunds.push(refund);
    if (key) state.refundKeys.set(key, refund);
  }
  response.end(JSON.stringify({ ...refund, object: 'refund', currency: 'dkk', created: 1 }));
  return true;
}

/** A refund event as Stripe sends it: refund.updated (or another type) with the refund in `status`. */
export function refundEvent(
  refund: StandInRefund,
  fields: { type?: string; status?: string; amount?: number; eventId?: string } = {},
): string {
  const object = {
    ...refund,
    object: 'refund',
    currency: 'dkk',
    amount: fields.amount ?? refund.amount,
    status: fields.status ?? 'succeeded',
  };
  const type = fields.type ?? 'refund.updated';
  return JSON.stringify({
    id: fields.eventId ?? `evt_${refund.id}_${type}_${object.status}`,
    object: 'event',
    type,
    api_version: '2025-01-27',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    data: {
      object:
        type === 'charge.refunded'
          ? {
              id: `ch_${refund.payment_intent}`,
              object: 'charge',
              payment_intent: refund.payment_intent,
              refunded: true,
              refunds: { object: 'list', data: [object] },
            }
          : object,
    },
  });
}
