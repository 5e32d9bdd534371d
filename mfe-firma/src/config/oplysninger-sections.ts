// The sections of /firma/oplysninger by the id of their heading, for a link to one of them
// (/firma/oplysninger#regions-title): the page scrolls there once the section is drawn
// (lib/use-scroll-to-hash.ts). oplysninger-sections.test.ts checks that each heading has its id.
export const oplysningerSections = {
  categories: 'categories-title',
  regions: 'regions-title',
  profile: 'profile-details-title',
  logo: 'logo-section-title',
  openingTimes: 'opening-title',
  notifyPhone: 'notify-phone-title',
} as const;
