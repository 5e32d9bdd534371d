// Conversations on each contact: the company's greeting with its bid, the customer's questions
// and answers, declines with a preset option ("Tak, men nej tak"), and some unread news.
import { HOUR, type SeedContext } from './context.js';
import type { BuiltContact } from './plan.js';

type Sender = 'user' | 'company' | 'system';

/** Preset answers of "Tak, men nej tak"; 'Andet' goes with the customer's own text. */
export const declineOptions: [option: string, text: string][] = [
  ['Prisen er for høj', 'Tak, men nej tak. Prisen er desværre for høj i forhold til vores budget.'],
  ['Jeg har valgt et andet firma', 'Tak, men nej tak. Vi har valgt et andet firma til opgaven.'],
  ['Opgaven er udsat', 'Tak, men nej tak. Vi har valgt at udskyde opgaven.'],
  ['Andet', 'Tak for tilbuddet, men vi har besluttet selv at lave en del af arbejdet.'],
];

const questions = [
  'Tak for tilbuddet. Kan I komme forbi og se på opgaven i næste uge?',
  'Er materialer og bortkørsel af affald med i prisen?',
  'Hvornår vil I tidligst kunne gå i gang?',
  'Har I mulighed for at sende nogle billeder af lignende opgaver?',
];
const answers = [
  'Det kan vi sagtens. Passer det tirsdag kl. 16?',
  'Ja, alt er inkluderet i prisen, også moms.',
  'Vi kan starte om ca. to uger, hvis det passer jer.',
  'Selvfølgelig – du kan se flere af vores opgaver på vores profil.',
];

const reminders = [
  'Har du haft mulighed for at se på vores tilbud? Vi har tid i næste uge.',
  'Vi kan komme forbi og give en fast pris, når det passer dig.',
  'Vi har fået en aflysning og kan derfor starte allerede på mandag, hvis du ønsker det.',
];

export function seedMessages(ctx: SeedContext, contacts: BuiltContact[]): void {
  const { rng, rows } = ctx;
  for (const contact of contacts) {
    const first = contact.customer.name.split(' ')[0];
    let at = contact.createdAt;
    const say = (sender: Sender, body: string, unread = false, option: string | null = null): void => {
      at = ctx.past(at + rng.int(2, 30) * HOUR);
      rows.messages.push({
        id: ctx.nextId('messages'),
        contactId: contact.id,
        sender,
        body,
        option,
        createdAt: at,
        readAt: unread ? null : ctx.past(at + rng.int(1, 12) * HOUR),
      });
    };
    say(
      'company',
      `Hej ${first}. Tak for din forespørgsel på "${contact.headline}". Vi har sendt dig et tilbud på ` +
        `${contact.bidAmount.toLocaleString('da-DK')} kr. inkl. moms. Skriv endelig, hvis du har spørgsmål.`,
    );
    if (rng.chance(0.55)) {
      const index = rng.int(0, questions.length - 1);
      say('user', questions[index]);
      if (rng.chance(0.8)) say('company', answers[index]);
    }
    const { plan } = contact;
    if (plan.state === 'declined') {
      const [option, text] = rng.pick(declineOptions);
      say('user', text, false, option);
    }
    if (plan.winner) {
      say(
        'system',
        `${contact.customer.name} har valgt jer som leverandør på opgaven "${contact.headline}".`,
      );
      if (plan.state === 'refused')
        say('company', 'Vi må desværre melde fra, da vi ikke har kapacitet til opgaven alligevel.');
      if (plan.state === 'confirmed')
        say('company', 'Tak for ordren! Vi bekræfter opgaven og ringer dagen før, vi kommer.');
    }
    if (plan.unreadForCompany)
      say('user', 'Hej, jeg ville høre, hvornår I kan komme og se på opgaven?', true);
    if (plan.unreadForUser) say('company', `Hej ${first}. ${rng.pick(reminders)}`, true);
  }
}
