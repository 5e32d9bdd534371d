// POST /sogeagenter/get_attributes_form_markup: the mail-agent filter form of one category as html,
// and double_zip: whether that category's jobs have a from and a to zip (moving).
import { createElement } from 'react';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AttributesFormBody, AttributesFormReply, errorResponses } from '@opgavetorvet/contracts';
import { AppError } from '../../errors.js';
import { fragmentT } from '../../lib/fragment-translator.js';
import { renderHtml } from '../../lib/html.js';
import { attributesOf, categoryById } from '../../db/queries/categories.js';
import { AttributesForm } from './attributes-form-markup.js';
import { needsDoubleZip } from './rules.js';

const attributesFormRoute: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.post(
    '/sogeagenter/get_attributes_form_markup',
    {
      schema: {
        tags: ['company-settings'],
        summary: "A category's mail-agent filter form",
        body: AttributesFormBody,
        response: { 200: AttributesFormReply, ...errorResponses },
      },
    },
    async (request) => {
      const category = await categoryById(fastify.db, request.body.category);
      if (!category) throw new AppError(404, 'errors:::category_unknown');
      const doubleZip = needsDoubleZip(category.slug);
      const attributes = await attributesOf(fastify.db, category.id);
      const html = renderHtml(
        createElement(AttributesForm, {
          t: fragmentT(request),
          categoryId: category.id,
          attributes,
          doubleZip,
        }),
      );
      return { html, double_zip: doubleZip };
    },
  );
};

export default attributesFormRoute;
