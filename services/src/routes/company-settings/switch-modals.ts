// The subscription switch modals (html) of one profile category: /ajax/bruger/show_switch_modal
// (the three plans), /ajax/bruger2/show_switch_modal_2 (basic → pro or pro-plus), _3 (pro →
// pro-plus with the price breakdown) and _4 (pro-plus → pro). A modal that does not fit the plan
// in force → 409 errors:::subscription_transition. Four calls of one shape, so one file.
import { createElement } from 'react';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  SwitchModalBody,
  SwitchModalReply,
  errorResponses,
  type SubscriptionType,
  type SwitchModalReply as Reply,
} from '@opgavetorvet/contracts';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/open.js';
import { AppError } from '../../errors.js';
import { fragmentT } from '../../lib/fragment-translator.js';
import { nowSeconds } from '../../lib/danish.js';
import { renderHtml } from '../../lib/html.js';
import { daysLeft, priceBreakdown } from './rules.js';
import { balanceOre, currentSubscription, ownCategoryOr404 } from './subscription-queries.js';
import { BreakdownModal, DowngradeModal, PlansModal, UpgradeModal } from './switch-modal.js';

type ModalKind = 'plans' | 'upgrade' | 'breakdown' | 'downgrade';

/** The plan a modal starts from; the overview fits every plan. */
const REQUIRED_FROM: Record<ModalKind, SubscriptionType | null> = {
  plans: null,
  upgrade: 'basic',
  breakdown: 'pro',
  downgrade: 'pro-plus',
};

async function modalFor(
  db: Db,
  request: FastifyRequest,
  kind: ModalKind,
  categoryId: number,
  wanted?: 'pro' | 'pro-plus',
): Promise<Reply> {
  const companyId = request.company.id;
  const category = await ownCategoryOr404(db, companyId, categoryId);
  const current = await currentSubscription(db, companyId, categoryId);
  const from = REQUIRED_FROM[kind];
  if (from !== null && current.type !== from) throw new AppError(409, 'errors:::subscription_transition');

  const t = fragmentT(request);
  const base = { t, categoryId, categoryName: category.name };
  const now = nowSeconds();
  switch (kind) {
    case 'plans':
      return {
        html: renderHtml(createElement(PlansModal, { ...base, current: current.type })),
        current_type: current.type,
        change_subscription_type: '',
        price: null,
      };
    case 'upgrade': {
      const to = wanted ?? 'pro';
      const price = priceBreakdown(current, to, now);
      const html = renderHtml(
        createElement(UpgradeModal, { ...base, to, price, balance: await balanceOre(db, companyId) }),
      );
      return { html, current_type: current.type, change_subscription_type: to, price };
    }
    case 'breakdown': {
      const price = priceBreakdown(current, 'pro-plus', now);
      const html = renderHtml(
        createElement(BreakdownModal, {
          ...base,
          price,
          balance: await balanceOre(db, companyId),
          days: daysLeft(current, now),
        }),
      );
      return { html, current_type: current.type, change_subscription_type: 'pro-plus', price };
    }
    case 'downgrade':
      return {
        html: renderHtml(createElement(DowngradeModal, base)),
        current_type: current.type,
        change_subscription_type: 'pro',
        price: null,
      };
  }
}

const ROUTES: [string, ModalKind, string][] = [
  ['/ajax/bruger/show_switch_modal', 'plans', 'The three plans of a category with their buttons'],
  ['/ajax/bruger2/show_switch_modal_2', 'upgrade', 'Upgrade a basic category to pro (or pro-plus)'],
  [
    '/ajax/bruger2/show_switch_modal_3',
    'breakdown',
    'Upgrade pro to pro-plus: full price, minus credit, amount to pay',
  ],
  ['/ajax/bruger2/show_switch_modal_4', 'downgrade', 'Downgrade pro-plus to pro: confirmation'],
];

const switchModalRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  for (const [url, kind, summary] of ROUTES) {
    fastify.post(
      url,
      {
        schema: {
          tags: ['subscriptions'],
          summary,
          body: SwitchModalBody,
          response: { 200: SwitchModalReply, ...errorResponses },
        },
      },
      async (request) =>
        modalFor(fastify.db, request, kind, request.body.category_id, request.body.change_subscription_type),
    );
  }
};

export default switchModalRoutes;
