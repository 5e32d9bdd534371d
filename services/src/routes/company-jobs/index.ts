// The company side of jobs and bids: the open jobs (as JSON and as the filter's html list, one
// query) and the filter's lookups, the job, bid, message and cancel modals, sealed bids, hiding
// jobs, and finishing or cancelling a won job. Every call is the calling company's (companyScope).
import type { FastifyPluginAsync } from 'fastify';
import { companyScope } from '../../plugins/app/scopes.js';
import bidModalRoute from './bid-modal.js';
import cancelJobRoute from './cancel-job.js';
import categoryScoreRoute from './category-score.js';
import findCheckedRoute from './find-checked.js';
import findJobsRoute from './find-jobs.js';
import finishJobRoute from './finish-job.js';
import hideJobRoute from './hide-job.js';
import jobDescriptionRoute from './job-description.js';
import messageModalRoute from './message-modal.js';
import openJobsRoute from './open-jobs.js';
import priceListReadRoute from './price-list-read.js';
import reviewsCancelRoute from './reviews-cancel.js';
import searchCityCategoryRoute from './search-city-category.js';
import showCancelRoute from './show-cancel.js';
import submitBidRoute from './submit-bid.js';
import undoCancelRoute from './undo-cancel.js';
import withdrawBidRoute from './withdraw-bid.js';

const companyJobs: FastifyPluginAsync = async (fastify) => {
  await fastify.register(companyScope, {
    routes: [
      openJobsRoute,
      findJobsRoute,
      searchCityCategoryRoute,
      categoryScoreRoute,
      jobDescriptionRoute,
      findCheckedRoute,
      priceListReadRoute,
      messageModalRoute,
      bidModalRoute,
      submitBidRoute,
      withdrawBidRoute,
      hideJobRoute,
      finishJobRoute,
      reviewsCancelRoute,
      cancelJobRoute,
      undoCancelRoute,
      showCancelRoute,
    ],
  });
};

export default companyJobs;
