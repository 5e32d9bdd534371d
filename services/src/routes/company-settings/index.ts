// The company-settings area (SPEC §7 "Subscriptions and company settings"): the SMS to a won job's
// customer, subscriptions per category and their switch modals, notification phone, widget colour
// and page, opening times, profile categories, regions, mail agents and their filter form.
import type { FastifyPluginAsync } from 'fastify';
import sendSmsRoute from './send-sms.js';
import changeSubscriptionRoute from './change-subscription.js';
import unsubscribeRoute from './unsubscribe.js';
import switchModalRoutes from './switch-modals.js';
import notificationsPhoneRoute from './notifications-phone.js';
import widgetColorRoute from './widget-color.js';
import widgetPageRoute from './widget-page.js';
import openingTimesSendRoute from './opening-times-send.js';
import openingTimesRoute from './opening-times.js';
import categoriesRoute from './categories.js';
import regionsRoute from './regions.js';
import mailAgentsRoute from './mail-agents.js';
import settingsRoute from './settings.js';
import attributesFormRoute from './attributes-form.js';

const companySettings: FastifyPluginAsync = async (fastify) => {
  await fastify.register(sendSmsRoute);
  await fastify.register(changeSubscriptionRoute);
  await fastify.register(unsubscribeRoute);
  await fastify.register(switchModalRoutes);
  await fastify.register(notificationsPhoneRoute);
  await fastify.register(widgetColorRoute);
  await fastify.register(widgetPageRoute);
  await fastify.register(openingTimesSendRoute);
  await fastify.register(openingTimesRoute);
  await fastify.register(categoriesRoute);
  await fastify.register(regionsRoute);
  await fastify.register(mailAgentsRoute);
  await fastify.register(settingsRoute);
  await fastify.register(attributesFormRoute);
};

export default companySettings;
