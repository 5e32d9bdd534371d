// /ajax/firma/get_my_contract_by_job_id: the contract of a job this company is chosen for, as html
// for the modal 'Kontrakt - Job-ID {job_id}'. current_company_id must be the caller's own company;
// opening it marks the booking as seen.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ContractBody, HtmlReply } from '@opgavetorvet/contracts';
import { companyRefusals } from '../../lib/company-refusals.js';
import { AppError } from '../../errors.js';
import { renderHtml } from '../../lib/html.js';
import { fragmentT } from '../../lib/fragment-translator.js';
import { all, one } from '../../db/prepared-sql.js';
import { markSelectionSeen } from '../../db/queries/won-jobs.js';
import { Contract, type ContractChange, type ContractData } from './html/contract.js';

const CONTRACT = `select ct.id contact_id, j.id job_id, j.headline, j.description, c.name category_name, j.zip job_zip,
    coalesce(z.city, '') job_city, ct.state, ct.selected_at, ct.appointment_at, ct.expected_start_at, ct.expected_end_at,
    ct.finished_price_ore, u.name customer_name, u.email customer_email, u.phone customer_phone,
    f.name company_name, f.cvr company_cvr, f.address company_address, f.zip company_zip, f.city company_city,
    f.email company_email, f.phone company_phone, b.amount bid_amount, b.min_estimate, b.max_estimate, b.discount,
    b.hours_amount, b.comment bid_comment
  from contacts ct join jobs j on j.id = ct.job_id join categories c on c.id = j.category_id
    join users u on u.id = j.user_id join companies f on f.id = ct.company_id left join zip_codes z on z.zip = j.zip
    left join bids b on b.id = (select id from bids where contact_id = ct.id order by withdrawn_at is not null, id desc limit 1)
  where ct.job_id = @job and ct.company_id = @company and ct.is_winner = 1`;

const contractRoute: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.post(
    '/ajax/firma/get_my_contract_by_job_id',
    {
      schema: {
        tags: ['bookings'],
        summary: 'The contract of a won job',
        body: ContractBody,
        response: { 200: HtmlReply, ...companyRefusals },
      },
    },
    async (request) => {
      const companyId = request.company.id;
      if (request.body.current_company_id !== companyId) throw new AppError(403, 'errors:::forbidden');
      const data = one<ContractData & { contact_id: number }>(fastify.db, CONTRACT, {
        job: request.body.job_id,
        company: companyId,
      });
      if (!data) throw new AppError(404, 'fragments-firma:::contract::not_found');
      markSelectionSeen(fastify.db, companyId, data.contact_id);
      const changes = all<ContractChange>(
        fastify.db,
        'select message, created_at from contract_changes where contact_id = @contact order by created_at, id',
        { contact: data.contact_id },
      );
      return {
        html: renderHtml(<Contract c={data} changes={changes} t={fragmentT(request)} lang={request.lang} />),
      };
    },
  );
};

export default contractRoute;
