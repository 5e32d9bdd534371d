// The company-settings area (SPEC §7 "Subscriptions and company settings"): the SMS to a won job's
// customer, subscriptions per category and their switch modals, notification phone, widget colour
// and page, opening times, profile categories, regions, mail agents and their filter form, the logo
// and reference jobs of the public profile (issue 30), the company's own details with its CVR
// check (issue 31). Every call is the calling company's
// (companyScope) but the public widget page and opening times.
import type { FastifyPluginAsync } from 'fastify';
import { companyScope } from '../../plugins/app/scopes.js';
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
import logoRoute from './logo.js';
import referencesRoute from './references.js';
import detailsRoute from './details.js';

const companySettings: FastifyPluginAsync = async (fastify) => {
  await fastify.register(companyScope, {
    routes: [
      sendSmsRoute,
      changeSubscriptionRoute,
      unsubscribeRoute,
      switchModalRoutes,
      notificationsPhoneRoute,
      widgetColorRoute,
      openingTimesSendRoute,
      categoriesRoute,
      regionsRoute,
      mailAgentsRoute,
      settingsRoute,
      attributesFormRoute,
      logoRoute,
      referencesRoute,
      detailsRoute,
    ],
  });
  await fastify.register(widgetPageRoute);
  await fastify.register(openingTimesRoute);
};

export default companySettings;
