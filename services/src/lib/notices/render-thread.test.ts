// The render thread (RENDER_THREAD, on outside the tests): the delivery worker's pass sends the
// queued rows to it and writes back the same words, HTML and signed links the request thread would
// make; a row that cannot be rendered is failed with its reason and the rows after it still go.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outbox } from '../../db/schema/index.js';
import { buildTestApp, createAccount } from '../../test/helpers.js';

const text = (part: string) => ({
  key: `mail:::events::new_bid::${part}`,
  params: { name: 'Mette', company: 'Tømrer Hansen', headline: 'Ny terrasse' },
});

describe('the render thread', () => {
  it('renders queued mails and SMS as the request thread does, links from PUBLIC_URL', async () => {
    const threaded = await buildTestApp({ renderThread: true, publicUrl: 'https://opgavetorvet.example' });
    const inline = await buildTestApp({ publicUrl: 'https://opgavetorvet.example' });
    try {
      const company = await createAccount(threaded, 'company');
      for (const app of [threaded, inline]) {
        await app.mailer.send({
          to: 'kunde@example.dk',
          subject: text('subject'),
          text: text('text'),
          link: { path: '/bruger/opgave/7', label: text('button') },
          unsubscribe: { userId: company.id, kind: 'job_alert' },
        });
        await app.sms.send({ to: '12345678', text: text('sms') });
      }
      await threaded.delivery.drain();
      await inline.mailer.renderPending();
      const [mail, sms] = await threaded.db.select().from(outbox).all();
      const [inlineMail, inlineSms] = await inline.db.select().from(outbox).all();
      expect(mail.subject).toBe(inlineMail.subject);
      expect(mail.body).toContain('Ny terrasse');
      expect(mail.body).toContain('https://opgavetorvet.example/bruger/opgave/7');
      expect(mail.html).toContain('<a href="https://opgavetorvet.example/bruger/opgave/7"');
      expect(sms.body).toBe(inlineSms.body);
      expect(sms.body).toContain('Tømrer Hansen');
      // The unsubscribe link is signed with the app's own key: the app accepts it logged out.
      const link = new URL(mail.unsubscribeUrl!);
      const answer = await threaded.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
      expect(answer.statusCode).toBe(200);
      expect(answer.body).toContain('Du er afmeldt');
    } finally {
      await threaded.close();
      await inline.close();
    }
  });

  it('fails a row that cannot be rendered, with the reason, and renders the next one', async () => {
    const app = await buildTestApp({ renderThread: true });
    try {
      await app.db
        .insert(outbox)
        .values({ channel: 'email', recipient: 'a@example.dk', notice: '{not json' })
        .run();
      await app.sms.send({ to: '12345678', text: 'Kode 123456' });
      await app.delivery.drain();
      const [broken, sms] = await app.db.select().from(outbox).orderBy(outbox.id).all();
      expect(broken).toMatchObject({ status: 'failed' });
      expect(broken.error).toMatch(/^could not be rendered: /);
      expect(sms).toMatchObject({ status: 'queued', body: 'Kode 123456' });
      expect(await app.db.select().from(outbox).where(eq(outbox.status, 'queued')).all()).toHaveLength(1);
    } finally {
      await app.close();
    }
  });
});
