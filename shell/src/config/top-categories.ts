// The categories shown on the home page, by the service's category slug; names come from locales.
// A category outside /createjob (its own createjob_uri) carries its full link.
export interface TopCategory {
  slug: string;
  link?: string;
}

export const topCategories: TopCategory[] = [
  { slug: 'tomrer' },
  { slug: 'maler' },
  { slug: 'elektriker' },
  { slug: 'vvs' },
  { slug: 'flyttefirma' },
  { slug: 'privatrengoring' },
  { slug: 'havearbejde' },
  { slug: 'mekaniker', link: '/autoreparation-tilbud/mekaniker' },
];
