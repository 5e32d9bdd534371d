// The customer's side of a job (SPEC §7 "Invitations, messages, job status"): the job list and its
// idea icon, the job page and hiding it, the job's photos, editing, adding to and withdrawing it
// (issue 32), opening it again after expiry or withdrawal, inviting
// companies, choosing the supplier, the offer and company modals, and ordering from a company's
// pricelist (personalised work order, car models).
// The customer's own calls are in a customerScope; the offer modal (modal_info_mobil) is the
// customer's and the company's and keeps its route's requireRole; the company modal and ordering are open.
import type { FastifyPluginAsync } from 'fastify';
import { customerScope } from '../../plugins/app/scopes.js';
import changeJobStatusRoute from './change-job-status.js';
import inviteCandidatesRoute from './invite-candidates.js';
import inviteCompanyRoute from './invite-company.js';
import jobListRoute from './job-list.js';
import jobControlRoute from './job-control.js';
import jobPhotosRoute from './job-photos.js';
import jobPageRoute from './job-page.js';
import modalInfoMobilRoute from './modal-info-mobil.js';
import modalListRoute from './modal-list.js';
import modalOpenJobRoute from './modal-open-job.js';
import reopenJobRoute from './reopen-job.js';
import showCheckRoute from './show-check.js';
import updateIconIdeaRoute from './update-icon-idea.js';
import amountAttrModalRoute from './orders/amount-attr-modal.js';
import carModelsRoute from './orders/car-models.js';
import orderPageRoute from './orders/order-page.js';
import personalizedWorkRoute from './orders/personalized-work.js';

const customerJobs: FastifyPluginAsync = async (fastify) => {
  await fastify.register(customerScope, {
    routes: [
      jobListRoute,
      jobPageRoute,
      jobPhotosRoute,
      jobControlRoute,
      inviteCompanyRoute,
      inviteCandidatesRoute,
      changeJobStatusRoute,
      reopenJobRoute,
      modalListRoute,
      showCheckRoute,
      updateIconIdeaRoute,
    ],
  });
  await fastify.register(modalOpenJobRoute);
  await fastify.register(modalInfoMobilRoute);
  await fastify.register(amountAttrModalRoute);
  await fastify.register(orderPageRoute);
  await fastify.register(personalizedWorkRoute);
  await fastify.register(carModelsRoute);
};

export default customerJobs;
