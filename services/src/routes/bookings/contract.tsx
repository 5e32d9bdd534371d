// /ajax/firma/get_my_contract_by_job_id: the contract of a job this company is chosen for, as html
// for the modal 'Kontrakt - Job-ID {job_id}'. current_company_id must be the caller's own company;
// opening it marks the booking as seen. The company's address is its details' (issue 31): the zip
// and town only when the zip is a real one, so a company without an address prints none. Only the
// chosen company has a contract, so only it reads the street address the customer gave (issue 32);
// its e-mail is its public one when it has one.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ContractBody, HtmlReply, addressLine } from '@opgavetorvet/contracts';
import { companyRefusals } from '../../lib/company-refusals.js';
import { AppError } from '../../errors.js';
import { renderHtml } from '../../lib/html.js';
import { fragmentT } from '../../lib/fragment-translator.js';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/open.js';
import {
  bids,
  categories,
  companies,
  contacts,
  contractChanges,
  jobs,
  users,
  zipCodes,
} from '../../db/schema/index.js';
import { markSelectionSeen } from '../../db/queries/won-jobs.js';
import { publicDetailsOf } from '../../db/queries/company-details.js';
import { Contract, type ContractChange, type ContractData } from './html/contract.js';

/** The company's newest active bid on the contact (a withdrawn one only when there is no other). */
const contractBid = sql`${bids.id} = (select ${bids.id} from ${bids} where ${bids.contactId} = ${contacts.id}
  order by ${bids.withdrawnAt} is not null, ${bids.id} desc limit 1)`;

/** The contract of the job this company is chosen for. */
async function contractOf(
  db: Db,
  jobId: number,
  companyId: number,
): Promise<(ContractData & { contact_id: number }) | undefined> {
  const contract = await db
    .select({
      contact_id: contacts.id,
      job_id: jobs.id,
      headline: jobs.headline,
      description: jobs.description,
      category_name: categories.name,
      job_street: jobs.streetAddress,
      job_zip: jobs.zip,
      job_city: sql<string>`coalesce(${zipCodes.city}, '')`,
      state: contacts.state,
      // A chosen contact has a selection time.
      selected_at: sql<number>`${contacts.selectedAt}`,
      appointment_at: contacts.appointmentAt,
      expected_start_at: contacts.expectedStartAt,
      expected_end_at: contacts.expectedEndAt,
      finished_price_ore: contacts.finishedPriceOre,
      customer_name: users.name,
      customer_email: users.email,
      customer_phone: users.phone,
      company_name: companies.name,
      company_cvr: companies.cvr,
      // Its public e-mail (issue 31) when it has one, else the e-mail it logs in with.
      company_email: sql<string>`coalesce(nullif(${companies.publicEmail}, ''), ${companies.email})`,
      company_phone: companies.phone,
      bid_amount: bids.amount,
      min_estimate: bids.minEstimate,
      max_estimate: bids.maxEstimate,
      discount: bids.discount,
      hours_amount: bids.hoursAmount,
      bid_comment: bids.comment,
    })
    .from(contacts)
    .innerJoin(jobs, eq(jobs.id, contacts.jobId))
    .innerJoin(categories, eq(categories.id, jobs.categoryId))
    .innerJoin(users, eq(users.id, jobs.userId))
    .innerJoin(companies, eq(companies.id, contacts.companyId))
    .leftJoin(zipCodes, eq(zipCodes.zip, jobs.zip))
    .leftJoin(bids, contractBid)
    .where(and(eq(contacts.jobId, jobId), eq(contacts.companyId, companyId), eq(contacts.isWinner, true)))
    .get();
  if (!contract) return undefined;
  const details = (await publicDetailsOf(db, [companyId])).get(companyId);
  return { ...contract, company_address: details ? addressLine(details) : '' };
}

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
      const data = await contractOf(fastify.db, request.body.job_id, companyId);
      if (!data) throw new AppError(404, 'fragments-firma:::contract::not_found');
      await markSelectionSeen(fastify.db, companyId, data.contact_id);
      const changes: ContractChange[] = await fastify.db
        .select({ message: contractChanges.message, created_at: contractChanges.createdAt })
        .from(contractChanges)
        .where(eq(contractChanges.contactId, data.contact_id))
        .orderBy(asc(contractChanges.createdAt), asc(contractChanges.id))
        .all();
      return {
        html: renderHtml(<Contract c={data} changes={changes} t={fragmentT(request)} lang={request.lang} />),
      };
    },
  );
};

export default contractRoute;
