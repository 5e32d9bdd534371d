// Rules of the review form (SPEC §2/§5): only the company that finished the job can be reviewed;
// star rating 1 to 5 with the spec's labels, title, text and category (the job's own chosen
// beforehand); no stars → 'Vælg venligst hvor mange stjerner du vil give (1-5)', an empty field →
// 'Alle felter skal udfyldes' before sending; the server's refusals show in the form; a sent
// review replaces the button with the stars given.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { JobPageContact, JobPageReply } from '@opgavetorvet/contracts';
import { mockFetch, renderWithProviders, type FakeRoutes } from '@opgavetorvet/ui/test';
import { ReviewSection } from './review-section';

const contact = (contactId: number, name: string, state: JobPageContact['state']): JobPageContact => ({
  contact_id: contactId,
  state,
  is_winner: state === 'finished',
  company: {
    company_id: contactId + 100,
    name,
    slug: 'x',
    project: 'opgavetorvet',
    city: '',
    rating: null,
    reviews_count: 0,
    logo: null,
    cvr_verified: false,
    reply_minutes: null,
    excerpt: '',
    address: '',
    zip: '',
  },
  bid: null,
  finished_price_ore: null,
  messages: [],
});

const page = (contacts: JobPageContact[]): JobPageReply => ({
  job: {
    job_id: 124,
    headline: 'Ny plæne',
    description: '',
    category_id: 11,
    category_name: 'Anlægsgartner',
    zip: '2100',
    city: '',
    status: 'finished',
    created_at: 1_700_000_000,
    personalized_company_id: null,
    hidden: false,
  },
  photos: [],
  attributes: [],
  contacts,
  invitations: [],
  state: {
    can_invite: false,
    invitations_left: 4,
    can_choose: false,
    can_reopen: false,
    winner_contact_id: contacts[0]?.contact_id ?? null,
  },
});

const tree = {
  categories: [
    {
      id: 1,
      name: 'Håndværkere',
      slug: 'h',
      createjob_uri: 'createjob',
      link: '/createjob/h',
      children: [
        { id: 11, name: 'Anlægsgartner', slug: 'a', createjob_uri: 'createjob', link: '/createjob/a' },
      ],
    },
  ],
};

const finished = page([
  contact(225, 'Demo Byg & Anlæg ApS', 'finished'),
  contact(227, 'Afvist ApS', 'declined'),
]);

function open(extra: FakeRoutes = {}, ratings: ReadonlyMap<number, number> = new Map(), jobPage = finished) {
  const server = mockFetch({ 'GET /api/categories': { body: tree }, ...extra });
  renderWithProviders(<ReviewSection page={jobPage} ratings={ratings} />);
  return { server, user: userEvent.setup() };
}

async function openForm(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Anmeld Demo Byg & Anlæg ApS' }));
  const dialog = await screen.findByRole('dialog', { name: 'Anmeld Demo Byg & Anlæg ApS' });
  await within(dialog).findByRole('option', { name: 'Anlægsgartner' });
  return dialog;
}

describe('reviewing the company that finished the job', () => {
  it('offers a review only of the company that finished the job', () => {
    open();
    expect(screen.getAllByRole('button', { name: /^Anmeld/ })).toHaveLength(1);
  });

  it('shows nothing when no company finished the job', () => {
    open({}, new Map(), page([contact(227, 'Afvist ApS', 'declined')]));
    expect(screen.queryByTestId('review-section')).not.toBeInTheDocument();
  });

  it('shows the stars given instead of the button once reviewed', () => {
    open({}, new Map([[225, 4]]));
    expect(screen.getByTestId('reviewed')).toHaveTextContent(
      'Du har anmeldt Demo Byg & Anlæg ApS (4 af 5 stjerner).',
    );
    expect(screen.queryByRole('button', { name: /^Anmeld/ })).not.toBeInTheDocument();
  });

  it('has five stars with the spec labels and the job category chosen beforehand', async () => {
    const { user } = open();
    const dialog = await openForm(user);
    const stars = within(dialog).getAllByRole('radio');
    expect(stars.map((star) => star.getAttribute('aria-label'))).toEqual([
      '1 stjerne: Uacceptabel',
      '2 stjerner: Ikke tilfredsstillende',
      '3 stjerner: Nogenlunde tilfredsstillende',
      '4 stjerner: Meget tilfredsstillende',
      '5 stjerner: Yderst tilfredsstillende',
    ]);
    expect(within(dialog).getByLabelText('Kategori')).toHaveValue('11');
  });

  it('refuses missing stars and empty fields with the spec texts before sending', async () => {
    const { server, user } = open();
    const dialog = await openForm(user);
    await user.type(within(dialog).getByLabelText('Overskrift'), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Send anmeldelse' }));
    const errors = within(dialog).getByTestId('review-errors');
    expect(errors).toHaveTextContent('Vælg venligst hvor mange stjerner du vil give (1-5)');
    expect(errors).toHaveTextContent('Alle felter skal udfyldes');
    expect(server.requests.some((r) => r.method === 'POST')).toBe(false);
  });

  it("shows the server's refusal in the form", async () => {
    const { user } = open({
      'POST /api/anmeldelser': {
        status: 409,
        body: { type: 'error', message: 'Du har allerede anmeldt denne opgave' },
      },
    });
    const dialog = await openForm(user);
    await user.click(within(dialog).getByLabelText('4 stjerner: Meget tilfredsstillende'));
    await user.type(within(dialog).getByLabelText('Overskrift'), 'Flot plæne');
    await user.type(within(dialog).getByLabelText('Din anmeldelse'), 'Hurtigt og pænt arbejde.');
    await user.click(within(dialog).getByRole('button', { name: 'Send anmeldelse' }));
    expect(await within(dialog).findByText('Du har allerede anmeldt denne opgave')).toBeInTheDocument();
  });

  it('sends contact, rating, title, text and category, then shows the stars given', async () => {
    const { server, user } = open({
      'POST /api/anmeldelser': {
        body: { type: 'success', message: 'Tak for din anmeldelse!', review_id: 9 },
      },
    });
    const dialog = await openForm(user);
    await user.click(within(dialog).getByLabelText('5 stjerner: Yderst tilfredsstillende'));
    expect(within(dialog).getByText('Yderst tilfredsstillende')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Overskrift'), ' Flot plæne ');
    await user.type(within(dialog).getByLabelText('Din anmeldelse'), 'Hurtigt og pænt arbejde.');
    await user.click(within(dialog).getByRole('button', { name: 'Send anmeldelse' }));
    expect(await screen.findByTestId('reviewed')).toHaveTextContent('(5 af 5 stjerner)');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const post = server.requests.find((r) => r.method === 'POST');
    expect(await post?.json()).toEqual({
      contact_id: 225,
      rating: 5,
      title: 'Flot plæne',
      textreview: 'Hurtigt og pænt arbejde.',
      category: 11,
    });
  });
});
