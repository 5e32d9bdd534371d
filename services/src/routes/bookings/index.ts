// The company's booking sidebar and won jobs: the booking lists, the won jobs (as JSON and as the
// html tab, one list), the won-job answers (confirm, refuse, propose changes), the contract, the
// calendar's events, and the calendar feed of confirmed bookings (/ical/{token}.ics) with its secret
// address. Every call but the feed itself (whose token is the authority) is the calling company's
// (companyScope).
import type { FastifyPluginAsync } from 'fastify';
import { companyScope } from '../../plugins/app/scopes.js';
import bookingsListRoutes from './bookings-list.js';
import calendarRoutes from './calendar.js';
import calendarFeedRoutes from './calendar-feed.js';
import contractRoute from './contract.js';
import feedAddressRoutes from './feed-address.js';
import wonDecisionRoutes from './won-decisions.js';
import wonJobsRoutes from './won-jobs.js';

const bookings: FastifyPluginAsync = async (fastify) => {
  await fastify.register(companyScope, {
    routes: [
      bookingsListRoutes,
      wonJobsRoutes,
      wonDecisionRoutes,
      contractRoute,
      calendarRoutes,
      feedAddressRoutes,
    ],
  });
  await fastify.register(calendarFeedRoutes);
};

export default bookings;
