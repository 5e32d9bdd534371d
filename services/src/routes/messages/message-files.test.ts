// Message attachments (issue 30): a customer sends a PDF and a photo with a message; the company
// sees both in the thread (a thumbnail, and the PDF as a download link with its size) and downloads
// the PDF as an attachment; another company and a visitor get 404 for them, the administrator not.
// A message of only files is taken, an empty one without files is not; a sixth file, another's
// upload, an upload for a job and files on a decline are refused and store no message; the same
// files sent twice are one message; the notice counts the files and carries none.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MESSAGE_FILES_MAX,
  downloadUrl,
  imageSrcSet,
  imageUrl,
  type StoredFile,
} from '@opgavetorvet/contracts';
import { startAppWithFiles, testImage, testPdf, uploaded } from '../../test/files.js';
import { type Agent, createAccount, loggedIn, manyLogins, visitor } from '../../test/helpers.js';
import { marketplace, type Marketplace } from '../../test/job-fixtures.js';
import { queuedTo } from '../../test/outbox.js';
import { sqlOne } from '../../test/sql.js';
import { statementsOf } from '../../test/statement-count.js';

let app: FastifyInstance;
let m: Marketplace;
let customer: Agent;
let company: Agent;
let otherCompany: Agent;

beforeAll(async () => {
  app = await startAppWithFiles(manyLogins);
  m = await marketplace(app, 2);
  customer = await loggedIn(app, m.customer);
  company = await loggedIn(app, m.companies[0]);
  otherCompany = await loggedIn(app, m.companies[1]);
});
afterAll(() => app?.close());

const ids = (i = 0) => ({
  bidid: m.contacts[i].bidId,
  userid: m.customer.id,
  companyid: m.companies[i].companyId,
});

const messageCount = async (contactId = m.contacts[0].contactId) =>
  (await sqlOne<{ n: number }>(app.db, 'select count(*) n from messages where contact_id = ?', contactId)).n;
const attachedOf = async (key: string) =>
  (await sqlOne<{ at: number | null }>(app.db, 'select attached_at at from files where key = ?', key)).at;
const status = async (agent: Agent, url: string) => (await agent.get(url)).statusCode;

describe('a message with a PDF and a photo', () => {
  let pdf: StoredFile;
  let photo: StoredFile;

  beforeAll(async () => {
    pdf = await uploaded(customer, 'message', 'Tegning <1>.pdf', testPdf());
    photo = await uploaded(customer, 'message', 'køkken.png', await testImage(500, 400));
    const response = await customer.post('/opgave/new_message', {
      ...ids(),
      msg: 'Her er tegningen og et billede.',
      files: [{ key: pdf.key }, { key: photo.key }],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().response).toBe('success');
    // The answer's own view shows the files, the PDF's name escaped.
    expect(response.json().view).toContain('Tegning &lt;1&gt;.pdf');
  });

  it('reaches the company in its thread: a thumbnail and the PDF as a download link with its size', async () => {
    const html = (await company.post('/firma/message_modal', { contact_id: m.contacts[0].contactId })).json()
      .html as string;
    expect(html).toContain('Her er tegningen og et billede.');
    expect(html).toContain(
      `<a class="message-files__pdf" href="${downloadUrl(pdf)}" download="Tegning &lt;1&gt;.pdf">`,
    );
    expect(html).toMatch(/Tegning &lt;1&gt;\.pdf<\/span> <span class="message-files__size">\(PDF, \d+ kB\)/);
    expect(html).toContain(`srcSet="${imageSrcSet(photo, 'jpg')}"`);
    expect(html).toContain('loading="lazy"');
    expect(html).toContain('alt="Vedhæftet billede: køkken.png"');
    expect(html.indexOf(pdf.key)).toBeLessThan(html.indexOf(photo.key));
    // The customer's files: the company may report them.
    expect(html).not.toContain('data-own');
  });

  it("is in the customer's thread and on the job page, in the order sent", async () => {
    const thread = await customer.post('/ajax/bruger2/message_modal', {
      contact_id: m.contacts[0].contactId,
      job_id: m.jobId,
    });
    expect(thread.json().html).toContain(`href="${downloadUrl(pdf)}"`);
    expect(thread.json().html).toContain(`data-file-key="${photo.key}"`);
    // Her own files: her lightbox offers no report of them.
    expect(thread.json().html).toContain(
      '<ul class="message-files" aria-label="Vedhæftede filer" data-own="true">',
    );
    const page = (await customer.get(`/api/bruger/opgaver/${m.jobId}`)).json();
    const contact = page.contacts.find(
      (c: { contact_id: number }) => c.contact_id === m.contacts[0].contactId,
    );
    const message = contact.messages.at(-1);
    expect(message.files.map((f: StoredFile) => [f.key, f.kind, f.name])).toEqual([
      [pdf.key, 'pdf', 'Tegning <1>.pdf'],
      [photo.key, 'image', 'køkken.png'],
    ]);
  });

  it('is downloaded by the company as an attachment, and seen by the administrator', async () => {
    const response = await company.get(downloadUrl(pdf));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/^attachment;/);
    expect(response.rawPayload.equals(testPdf())).toBe(true);
    expect(await status(company, imageUrl(photo.key, 320))).toBe(200);
    const admin = await loggedIn(app, await createAccount(app, 'admin'));
    expect(await status(admin, downloadUrl(pdf))).toBe(200);
  });

  it('is 404 to a company of another offer on the job and to a visitor', async () => {
    const guest = await visitor(app);
    for (const agent of [otherCompany, guest]) {
      expect(await status(agent, downloadUrl(pdf))).toBe(404);
      expect(await status(agent, imageUrl(photo.key, 320))).toBe(404);
    }
  });

  it('tells the company how many files there are, and attaches none to the notice', async () => {
    const [mail] = (await queuedTo(app, 'email', m.companies[0].email)).filter((row) =>
      row.body.includes('Her er tegningen'),
    );
    expect(mail.body).toContain('(2 vedhæftede filer)');
    expect(`${mail.body}${mail.html ?? ''}`).not.toContain(pdf.key);
  });
});

describe('what a message with files may be', () => {
  it('may have no text when it has files, and is listed with their count', async () => {
    const photo = await uploaded(customer, 'message', 'væg.png', await testImage(300, 300));
    const response = await customer.post('/opgave/new_message', {
      ...ids(),
      msg: '  ',
      files: [{ key: photo.key }],
    });
    expect(response.json().response).toBe('success');
    const { threads } = (await company.get('/api/beskeder')).json();
    expect(threads[0]).toMatchObject({ last_message: '', last_files: 1 });
  });

  it('needs a text or a file', async () => {
    const before = await messageCount();
    const response = await customer.post('/opgave/new_message', { ...ids(), msg: ' ', files: [] });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Dette felt må ikke være tomt.');
    expect(await messageCount()).toBe(before);
  });

  it(`takes at most ${MESSAGE_FILES_MAX} files: a sixth is refused and no message is stored`, async () => {
    const six: StoredFile[] = [];
    for (let i = 0; i <= MESSAGE_FILES_MAX; i += 1)
      six.push(await uploaded(customer, 'message', `side-${i}.pdf`, testPdf()));
    const before = await messageCount();
    const response = await customer.post('/opgave/new_message', {
      ...ids(),
      msg: 'Seks filer',
      files: six.map((file) => ({ key: file.key })),
    });
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toContain('Der er valgt for mange billeder.');
    expect(await messageCount()).toBe(before);
    expect(await attachedOf(six[0].key)).toBeNull();
  });

  it("refuses the customer's upload sent by the company, storing no message", async () => {
    const theirs = await uploaded(customer, 'message', 'kundens.pdf', testPdf());
    const before = await messageCount();
    const response = await company.post('/opgave/new_message', {
      ...ids(),
      msg: 'Jeg prøver',
      files: [{ key: theirs.key }],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Filen findes ikke.');
    expect(await messageCount()).toBe(before);
    expect(await attachedOf(theirs.key)).toBeNull();
    expect(await status(company, downloadUrl(theirs))).toBe(404);
  });

  it("refuses an upload made for a job, and a good file with it stays the sender's upload", async () => {
    const forJob = await uploaded(customer, 'job', 'job.png', await testImage(200, 200));
    const good = await uploaded(customer, 'message', 'ok.pdf', testPdf());
    const before = await messageCount();
    const response = await customer.post('/opgave/new_message', {
      ...ids(),
      msg: 'Blandet',
      files: [{ key: good.key }, { key: forJob.key }],
    });
    expect(response.json().message).toBe('Filen findes ikke.');
    expect(await messageCount()).toBe(before);
    expect(await attachedOf(good.key)).toBeNull();
  });

  it('refuses files on "Tak, men nej tak"', async () => {
    const file = await uploaded(customer, 'message', 'afslag.pdf', testPdf());
    const response = await customer.post('/opgave/new_message', {
      ...ids(1),
      save_data_bd: 1,
      option: 'Prisen er for høj',
      files: [{ key: file.key }],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      'Du kan ikke vedhæfte filer til et afslag. Send dem i en almindelig besked.',
    );
    expect(await messageCount(m.contacts[1].contactId)).toBe(0);
  });

  it('is one message when the same text and files are sent twice', async () => {
    const file = await uploaded(company, 'message', 'tilbud.pdf', testPdf());
    const body = { ...ids(), msg: 'Vores tilbud', files: [{ key: file.key }] };
    const before = await messageCount();
    expect((await company.post('/opgave/new_message', body)).json().response).toBe('success');
    const again = (await company.post('/opgave/new_message', body)).json();
    expect(again.response).toBe('replay');
    expect(again.view).toContain('tilbud.pdf');
    expect(await messageCount()).toBe(before + 1);
    // The same text without the files, just after, is a message of its own.
    expect(
      (await company.post('/opgave/new_message', { ...ids(), msg: 'Vores tilbud' })).json().response,
    ).toBe('success');
    expect(await messageCount()).toBe(before + 2);
  });
});

describe('a thread with files takes a fixed number of statements', () => {
  /** The statements of a call asked a second time (the first marks the messages read). */
  async function statementsOfCall(call: () => Promise<{ statusCode: number }>): Promise<number> {
    expect((await call()).statusCode).toBe(200);
    const seen = await statementsOf(app.db, async () => expect((await call()).statusCode).toBe(200));
    return seen.length;
  }

  it('as many for ten messages with two files each as for one message without', async () => {
    const small = await marketplace(app, 1);
    const busy = await marketplace(app, 1);
    const sides = async (market: Marketplace) => ({
      customer: await loggedIn(app, market.customer),
      company: await loggedIn(app, market.companies[0]),
    });
    const smallSides = await sides(small);
    const busySides = await sides(busy);
    const fields = (market: Marketplace) => ({
      bidid: market.contacts[0].bidId,
      userid: market.customer.id,
      companyid: market.companies[0].companyId,
    });
    expect(
      (await smallSides.customer.post('/opgave/new_message', { ...fields(small), msg: 'Hej' })).statusCode,
    ).toBe(200);
    for (let n = 0; n < 10; n += 1) {
      const agent = n % 2 === 0 ? busySides.customer : busySides.company;
      const files = [
        await uploaded(agent, 'message', `tegning-${n}.pdf`, testPdf()),
        await uploaded(agent, 'message', `foto-${n}.png`, await testImage(100, 100)),
      ];
      const response = await agent.post('/opgave/new_message', {
        ...fields(busy),
        msg: `Besked ${n}`,
        files: files.map((file) => ({ key: file.key })),
      });
      expect(response.json().response).toBe('success');
    }
    const calls: [
      keyof Awaited<ReturnType<typeof sides>>,
      (market: Marketplace) => [string, Record<string, unknown>],
    ][] = [
      ['company', (market) => ['/firma/message_modal', { contact_id: market.contacts[0].contactId }]],
      [
        'customer',
        (market) => [
          '/ajax/bruger2/message_modal',
          { contact_id: market.contacts[0].contactId, job_id: market.jobId },
        ],
      ],
      ['customer', (market) => ['/bruger2/show_message_modal', { user_id: market.customer.id }]],
      ['company', (market) => ['/bruger2/show_message_modal', { user_id: market.customer.id }]],
    ];
    for (const [side, call] of calls) {
      const forOne = await statementsOfCall(() => smallSides[side].post(...call(small)));
      const forTen = await statementsOfCall(() => busySides[side].post(...call(busy)));
      expect(forOne).toBeGreaterThan(0);
      expect(forTen).toBe(forOne);
    }
    const page = async (agent: Agent, market: Marketplace) =>
      await statementsOfCall(() => agent.get(`/api/bruger/opgaver/${market.jobId}`));
    expect(await page(busySides.customer, busy)).toBe(await page(smallSides.customer, small));
    const html = (
      await busySides.company.post('/firma/message_modal', { contact_id: busy.contacts[0].contactId })
    ).json().html as string;
    expect(html.match(/message-files__pdf/g)).toHaveLength(10);
  });
});
