// The companies on the customer's job page as she reads them (issue 32): an erased company keeps its
// offers and invitations with a blank name, printed as the reader's text for a deleted user
// ("Slettet bruger"), the way the inbox prints it (lib/personal-data/shown-name.ts).
import type { JobPageReply } from '@opgavetorvet/contracts';
import { shownName } from '../../lib/personal-data/shown-name.js';
import type { Translate } from '../../lib/translator.js';

export function withCompanyNamesShown(page: JobPageReply, t: Translate): JobPageReply {
  return {
    ...page,
    contacts: page.contacts.map((contact) => ({
      ...contact,
      company: { ...contact.company, name: shownName(contact.company.name, t) },
    })),
    invitations: page.invitations.map((invitation) => ({
      ...invitation,
      company_name: shownName(invitation.company_name, t),
    })),
  };
}
