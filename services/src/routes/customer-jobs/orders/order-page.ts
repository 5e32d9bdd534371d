// POST /bruger/ajaxpagebestil: the order page for one line of a company's pricelist: a summary of
// what is ordered and the personalised work order form, prefilled for a logged-in customer.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { createElement } from 'react';
import { BrugerHtmlReply, OrderPageBody, errorResponses } from '@opgavetorvet/contracts';
import { AppError } from '../../../errors.js';
import { renderFragment } from '../../../lib/fragment-translator.js';
import { personOf } from '../queries.js';
import { companyCard } from '../../../db/queries/company-card.js';
import { OrderForm } from './components/order-form.js';
import { orderChoice } from '../../../db/queries/pricelists.js';

const orderPageRoute: FastifyPluginAsyncTypebox = async (fastify) => {
  const { db } = fastify;
  fastify.post(
    '/bruger/ajaxpagebestil',
    {
      schema: {
        tags: ['bruger'],
        summary: "Order from a company's pricelist: summary and the personalised work order form",
        body: OrderPageBody,
        response: { 200: BrugerHtmlReply, ...errorResponses },
      },
    },
    async (request) => {
      const {
        amount,
        company_id: companyId,
        select_headline: headline,
        categoryid,
        pricelist,
        attr_id: attrId,
      } = request.body;
      const company = await companyCard(db, companyId);
      if (!company) throw new AppError(404, 'errors:::company_not_found');
      const choice = await orderChoice(db, companyId, pricelist, categoryid, attrId);
      if (!choice) throw new AppError(404, 'errors:::pricelist_not_found', { company: company.name });
      const user = request.currentUser?.role === 'user' ? request.currentUser : null;
      const person = user ? await personOf(db, user.id) : undefined;
      const values = {
        companyId,
        companyName: company.name,
        pricelistId: pricelist,
        amount,
        headline: headline.trim(),
        name: person?.name ?? '',
        email: person?.email ?? '',
        phone: person?.phone ?? '',
        zip: person?.zip ?? '',
      };
      return { html: renderFragment(request, (t) => createElement(OrderForm, { t, choice, values })) };
    },
  );
};

export default orderPageRoute;
