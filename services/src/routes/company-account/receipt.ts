// GET /api/firma/konto/kvittering/:receiptId: the receipt of a payment as a PDF, only the company's
// own (another company's receipt is 404, as if it did not exist). Always in Danish.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ReceiptParams, errorResponses } from '@opgavetorvet/contracts';
import { AppError } from '../../errors.js';
import { ownReceipt } from '../../lib/receipts/issue.js';
import { receiptFileName, renderReceiptPdf } from '../../lib/receipts/pdf.js';

const receiptRoute: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/api/firma/konto/kvittering/:receiptId',
    {
      schema: {
        tags: ['company-account'],
        summary: 'The receipt of a payment (PDF)',
        params: ReceiptParams,
        response: { 200: Type.Unsafe<Buffer>({ type: 'string', format: 'binary' }), ...errorResponses },
      },
    },
    async (request, reply) => {
      const companyId = request.company.id;
      const receipt = await ownReceipt(fastify.db, companyId, request.params.receiptId);
      if (!receipt) throw new AppError(404, 'errors:::receipt_not_found');
      const pdf = await renderReceiptPdf(receipt, fastify.config.seller, (key, params) =>
        fastify.translate('da-DK', key, params),
      );
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="${receiptFileName(receipt)}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
};

export default receiptRoute;
