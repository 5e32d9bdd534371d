// The company's booking sidebar and won jobs: the booking lists, the won-jobs tab, the won-job
// answers (confirm, refuse, propose changes), the contract, the calendar's events, and the
// calendar feed of confirmed bookings (/ical/{token}.ics) with its secret address.
import type { FastifyPluginAsync } from 'fastify';
import bookingsListRoutes from './bookings-list.js';
import calendarRoutes from './calendar.js';
import calendarFeedRoutes from './calendar-feed.js';
import contractRoute from './contract.js';
import wonDecisionRoutes from './won-decisions.js';
import wonTabRoute from './won-tab.js';

const bookings: FastifyPluginAsync = async (fastify) => {
  await fastify.register(bookingsListRoutes);
  await fastify.register(wonTabRoute);
  await fastify.register(wonDecisionRoutes);
  await fastify.register(contractRoute);
  await fastify.register(calendarRoutes);
  await fastify.register(calendarFeedRoutes);
};

export default bookings;
