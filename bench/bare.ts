// The bare baseline: a plain Fastify instance (no session, auth, CSRF, helmet or schema checks) on
// the same database (the SQLite file, or a PostgreSQL address), whose handlers run the same
// prepared queries, rendering and (for a bid or a message) notices as the app's calls for the demo
// company and customer, the notices rendered as the app renders them (bare-notices.ts).
// app/bare = the plugins' cost.
import Fastify, { type FastifyInstance } from 'fastify';
import { createElement } from 'react';
import { createInstance } from 'i18next';
import { loadConfig } from '../services/src/config.js';
import { openDatabase } from '../services/src/db/open.js';
import { openPostgres } from '../services/src/db/open-postgres.js';
import { bareListsAndPages } from './bare-pages.js';
import { bareOutbox } from './bare-notices.js';
import { renderHtml } from '../services/src/lib/html.js';
import { createLiveEventHub } from '../services/src/plugins/app/live-events.js';
import { linkSigner } from '../services/src/lib/signed-links.js';
import { loadResources, type Translate } from '../services/src/lib/translator.js';
import { bookingsPage } from '../services/src/routes/bookings/queries.js';
import { milestoneClass } from '../services/src/routes/bookings/rules.js';
import { placeBid } from '../services/src/domain/jobs/bids.js';
import { memoTranslate } from '../services/src/lib/fragment-translator.js';
import { OpenJobList } from '../services/src/routes/company-jobs/html/open-job-list.js';
import { OPEN_JOBS_PAGE_SIZE, companyOpenJobs } from '../services/src/db/queries/open-jobs/index.js';
import { unreadCount } from '../services/src/routes/messages/queries.js';

const list = (value: unknown): number[] | undefined =>
  value === undefined ? undefined : [value].flat().map(Number);

/** The SQLite file, checkpointed as the app does it (CHECKPOINT_THREAD, on unless false), or PostgreSQL. */
const openBench = (target: string) =>
  /^postgres(ql)?:/.test(target)
    ? openPostgres(target, Number(process.env.DATABASE_POOL_SIZE ?? 10))
    : openDatabase(target, { checkpointThread: process.env.CHECKPOINT_THREAD !== 'false' });

export async function buildBareApp(
  target: string,
  companyId: number,
  customerId: number,
): Promise<FastifyInstance> {
  const db = await openBench(target);
  const i18n = createInstance();
  const resources = loadResources(loadConfig({}).localesDir);
  await i18n.init({
    resources,
    lng: 'da-DK',
    fallbackLng: 'da-DK',
    ns: Object.keys(resources['da-DK'] ?? {}),
    nsSeparator: ':::',
    keySeparator: '::',
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  // The same remembering translator the app's fragments use (see lib/fragment-translator.ts).
  const t = memoTranslate(i18n, 'da-DK', i18n.getFixedT('da-DK') as unknown as Translate);
  const app = Fastify({ logger: false });
  // What notifyParty needs, as the app's mailer plugin does it: composed rows in the outbox.
  const translate = (lang: string, key: string, params?: Record<string, unknown>) =>
    i18n.getFixedT(lang)(key, params);
  app.decorate('db', db);
  app.decorate('translate', translate);
  const context = {
    lang: 'da-DK',
    publicUrl: 'http://localhost:3000',
    signer: linkSigner('bench-secret-bench-secret-bench-secret'),
    t: (key: string, params?: Record<string, string | number>) => translate('da-DK', key, params),
  };
  // Queued as the app queues them and rendered on a thread as its delivery worker renders them.
  const outbox = bareOutbox(db, context, {
    localesDir: loadConfig({}).localesDir,
    signerKey: context.signer.key,
  });
  app.addHook('onClose', async () => {
    await outbox.close();
    await db.close();
  });
  app.decorate('mailer', outbox.queues.mailer);
  app.decorate('sms', outbox.queues.sms);
  app.decorate('liveEvents', createLiveEventHub());

  // The company's open jobs as both calls answer them: JSON for the portal, html for findopgaver.
  const openJobs = (query: Record<string, unknown>, search: unknown) =>
    companyOpenJobs(db, companyId, {
      categoryIds: list(query.kategorier),
      regionIds: list(query.regioner),
      search: search as string | undefined,
      hiddenIds: [],
      showAll: false,
      page: Number(query.page ?? 1),
    });
  app.get('/api/firma/opgaver', async (request) => {
    const query = request.query as Record<string, unknown>;
    const { jobs, page, total, hiddenTotal } = await openJobs(query, query.search);
    return { jobs, page, page_size: OPEN_JOBS_PAGE_SIZE, total, hidden_total: hiddenTotal, show_all: false };
  });
  app.get('/ajax/firma/findopgaver', async (request) => {
    const query = request.query as Record<string, unknown>;
    const { jobs: rows, total, page } = await openJobs(query, query.job_to_find);
    return {
      html: renderHtml(
        createElement(OpenJobList, { rows, total, page, pageSize: OPEN_JOBS_PAGE_SIZE, t, lang: 'da-DK' }),
      ),
    };
  });

  app.post('/firma2/get_dine_bookinger_pagination', async (request) => {
    const body = request.body as { page: number; search?: string };
    const rows = await bookingsPage(
      db,
      companyId,
      body.page,
      (body.search ?? '').trim().toLocaleLowerCase('da-DK'),
    );
    return {
      type: 'success',
      contact_ids: rows.map((r) => r.contact_id),
      job_headlines: rows.map((r) => r.headline),
      selected_no_milestone: rows.map((r) => milestoneClass(r.state)),
      exist_calendar: rows.map((r) => r.exist_calendar === 1),
      company_seen_selection: rows.map((r) => r.company_seen_selection === 1),
    };
  });

  bareListsAndPages(app, { companyId, customerId, t });

  app.post('/bruger2/update_number_red_dot', async () => ({
    get_unread_messages: await unreadCount(db, { companyId }),
  }));

  app.post('/api/firma/bud', async (request) => {
    const body = request.body as { job_id: number; amount: number };
    const company = { id: companyId, name: 'Demo Byg & Anlæg ApS' };
    const { bidId, contactId } = await placeBid(app, company, body);
    return {
      type: 'success',
      message: t('fragments-firma:::bid::sent'),
      bid_id: bidId,
      contact_id: contactId,
    };
  });
  return app;
}
