// Reviews of companies: customers' reviews of finished jobs (ratings 1..5, some negative with the
// company's answer), public reviews from the profile page and friends' testimonials.
import type { CompanySeed } from './companies.js';
import { DAY, type SeedContext } from './context.js';
import { ratingWeights } from './jobs.js';
import { personName } from './people.js';
import type { BuiltContact } from './plan.js';

const byRating: Record<number, [title: string, text: string][]> = {
  5: [
    [
      'Fantastisk arbejde',
      'Meget professionelle fra start til slut. Arbejdet blev udført til tiden og til den aftalte pris.',
    ],
    [
      'Kan varmt anbefales',
      'Flinke og dygtige folk, som ryddede pænt op efter sig. Vi bruger dem gerne igen.',
    ],
    ['Super service', 'Hurtigt svar på vores forespørgsel og et flot resultat. Tusind tak!'],
  ],
  4: [
    [
      'Godt håndværk',
      'Fint resultat og god kommunikation. Det tog en dag længere end planlagt, men det var helt okay.',
    ],
    [
      'Tilfreds med resultatet',
      'Pænt arbejde til en fair pris. Små detaljer måtte rettes, men det skete hurtigt.',
    ],
  ],
  3: [
    ['Okay, men forsinket', 'Resultatet er fint, men de kom to dage senere end aftalt uden at give besked.'],
    ['Middel oplevelse', 'Arbejdet er i orden, men kommunikationen kunne have været bedre undervejs.'],
  ],
  2: [
    ['Ikke helt tilfreds', 'Prisen endte højere end tilbuddet, og der manglede oprydning til sidst.'],
    [
      'Forsinket og dyrere end aftalt',
      'Opgaven trak ud i flere uger, og vi måtte selv rykke for at få den færdig.',
    ],
  ],
  1: [
    [
      'Meget utilfreds',
      'De mødte ikke op på den aftalte dag og svarede ikke på vores opkald. Kan ikke anbefales.',
    ],
    ['Kan ikke anbefales', 'Arbejdet var sjusket udført og måtte laves om af et andet firma.'],
  ],
};
const negativeAnswers = [
  'Vi beklager, at du ikke er tilfreds. Vi har forsøgt at kontakte dig for at finde en løsning og står fortsat til rådighed.',
  'Tak for din feedback. Forsinkelsen skyldtes sygdom, og vi burde have givet besked. Vi tilbyder gerne at udbedre manglerne.',
];
const positiveAnswers = [
  'Tusind tak for de pæne ord – det var en fornøjelse at arbejde for jer!',
  'Tak for en god oplevelse. Vi hjælper gerne igen.',
];
const friendTexts = [
  'Jeg har kendt firmaet i mange år og har altid fået et solidt stykke arbejde.',
  'Stod for vores renovering sidste år – ærlige folk, som holder, hvad de lover.',
  'Hjalp min familie med en akut opgave en weekend. Stor ros herfra.',
];

export function seedReviews(ctx: SeedContext, contacts: BuiltContact[], companies: CompanySeed): void {
  const { rng, rows } = ctx;
  for (const contact of contacts) {
    const rating = contact.plan.rating;
    if (!contact.plan.winner || contact.plan.state !== 'finished' || !rating) continue;
    const [title, text] = rng.pick(byRating[rating]);
    const answered = rating <= 2 ? rng.chance(0.85) : rng.chance(0.2);
    rows.reviews.push({
      id: ctx.nextId('reviews'),
      companyId: contact.companyId,
      userId: contact.customer.id,
      contactId: contact.id,
      kind: 'review',
      authorName: contact.customer.name,
      rating,
      title,
      text,
      categoryId: contact.categoryId,
      comment: answered ? rng.pick(rating <= 2 ? negativeAnswers : positiveAnswers) : null,
      createdAt: ctx.past((contact.appointmentAt ?? contact.createdAt) + rng.int(8, 20) * DAY),
    });
  }
  for (const company of companies.all) {
    const publicCount = company === companies.demo ? 4 : rng.int(0, 2);
    for (let i = 0; i < publicCount; i += 1) {
      const rating = rng.weighted(ratingWeights);
      const [title, text] = rng.pick(byRating[rating]);
      rows.reviews.push({
        id: ctx.nextId('reviews'),
        companyId: company.id,
        kind: 'public',
        authorName: personName(rng),
        rating,
        title,
        text,
        categoryId: rng.pick(company.categoryIds),
        comment: rating <= 2 ? rng.pick(negativeAnswers) : null,
        createdAt: ctx.ago(rng.int(5, 500), 20),
      });
    }
    if (company === companies.demo || rng.chance(0.3)) {
      rows.reviews.push({
        id: ctx.nextId('reviews'),
        companyId: company.id,
        kind: 'friend',
        authorName: personName(rng),
        rating: 5,
        title: 'Anbefaling',
        text: rng.pick(friendTexts),
        categoryId: null,
        comment: null,
        createdAt: ctx.ago(rng.int(30, 700), 20),
      });
    }
  }
}
