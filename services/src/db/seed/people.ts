// Danish first names, surnames and street names the seed draws people and addresses from.
import type { Rng } from './random.js';

export const firstNames = (
  'Mette|Anne|Kirsten|Hanne|Susanne|Lene|Camilla|Louise|Maria|Charlotte|Pia|Tina|Julie|Sofie|Emma|Ida|Line|' +
  'Katrine|Marianne|Helle|Birgitte|Karen|Signe|Cecilie|Freja|Ditte|Maja|Rikke|Lone|Nanna|Peter|Jens|Lars|' +
  'Michael|Henrik|Søren|Thomas|Niels|Jan|Morten|Anders|Martin|Rasmus|Jesper|Christian|Mads|Kasper|Frederik|' +
  'Jonas|Mikkel|Ole|Poul|Torben|Claus|Bent|Kim|Jakob|Simon|Emil|Oliver|Magnus|Steen|Brian|Allan|Bo|Carsten'
).split('|');

export const surnames = (
  'Nielsen|Jensen|Hansen|Pedersen|Andersen|Christensen|Larsen|Sørensen|Rasmussen|Jørgensen|Petersen|' +
  'Madsen|Kristensen|Olsen|Thomsen|Christiansen|Poulsen|Johansen|Møller|Mortensen|Knudsen|Jakobsen|' +
  'Mikkelsen|Frederiksen|Laursen|Henriksen|Lund|Holm|Schmidt|Eriksen|Kristiansen|Nissen|Clausen|' +
  'Simonsen|Svendsen|Andreasen|Iversen|Østergaard|Jeppesen|Vestergaard|Dahl|Bech|Lauridsen|Kjær|Bak|Friis'
).split('|');

const streets = (
  'Vestergade|Østergade|Nørregade|Søndergade|Algade|Bygaden|Skovvej|Møllevej|Kirkevej|Strandvejen|' +
  'Industrivej|Håndværkervej|Engvej|Birkevej|Bøgevej|Egevej|Lindevej|Ahornvej|Rosenvænget|Violvej|' +
  'Stationsvej|Skolevej|Markvej|Bakkevej|Mosevej|Åvej|Kastanievej|Elmevej|Hybenvej|Kløvervej|' +
  'Tømrervej|Murervej|Smedevej|Grusgravvej|Fabriksvej|Værkstedsvej|Erhvervsvej|Hovedgaden|Torvet'
).split('|');

export function personName(rng: Rng): string {
  return `${rng.pick(firstNames)} ${rng.pick(surnames)}`;
}

export function streetAddress(rng: Rng): string {
  return `${rng.pick(streets)} ${rng.int(1, 120)}`;
}

/** Reserved example domains (RFC 2606), so no seeded mail can reach a real person. */
export const mailDomains = ['example.com', 'example.net', 'example.org'] as const;
