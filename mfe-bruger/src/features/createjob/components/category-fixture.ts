// A category's create-job form for the component tests: 'Maler' (a subcategory of 'Håndværker')
// with one required select question and two optional numbers, one whose name says its unit.
import type { CategoryDetailReply } from '@opgavetorvet/contracts';

export const malerCategory: CategoryDetailReply = {
  category: {
    id: 12,
    name: 'Maler',
    slug: 'maler',
    createjob_uri: 'opret-opgave',
    link: '/opret-opgave/maler',
    description: 'Maling af vægge, lofter og træværk.',
  },
  parent: {
    id: 1,
    name: 'Håndværker',
    slug: 'haandvaerker',
    createjob_uri: 'opret-opgave',
    link: '/opret-opgave/haandvaerker',
  },
  children: [],
  attributes: [
    {
      id: 31,
      name: 'Hvad skal males?',
      kind: 'select',
      unit: null,
      required: true,
      options: [
        { id: 301, label: 'Vægge' },
        { id: 302, label: 'Lofter' },
      ],
    },
    { id: 32, name: 'Antal rum', kind: 'number', unit: 'rum', required: false, options: [] },
    { id: 33, name: 'Areal', kind: 'number', unit: 'm²', required: false, options: [] },
  ],
};
