// The listing's answer for the address, and what to do when the service refuses the zip code in it
// (a four-digit code it does not know, or score without a zip code): ask again for the same places
// without the zip code and score, show that list, and hand the refusal to the zip field — so the
// selects keep the address's region and town by name and the rest of the page stays usable.
import { useSearchParams } from 'react-router-dom';
import type { CompanyListingReply } from '@opgavetorvet/contracts';
import { refusalTextOfError } from '@opgavetorvet/ui';
import { useCompanyListingQuery } from '../api/company-listing-api';
import { apiQueryOf, type ListingPlaces } from './listing-url';

export interface ListingReplyState {
  /** The answer to show for this address (the one without the zip code when that was refused). */
  reply: CompanyListingReply | undefined;
  /** The last answer of any address, so the selects keep their regions and towns while loading. */
  known: CompanyListingReply | undefined;
  isFetching: boolean;
  /** A failure that is not about the zip code: shown in place of the list. */
  error: unknown;
  /** The service's text refusing the zip code in the address: shown at the zip field. */
  zipRefusal: string | null;
}

export function useListingReply(places: ListingPlaces): ListingReplyState {
  const [search] = useSearchParams();
  const listing = useCompanyListingQuery(apiQueryOf(places, search));
  const withoutZip = new URLSearchParams(search);
  withoutZip.delete('postnummer');
  withoutZip.delete('score');
  const zipAsked = withoutZip.toString() !== new URLSearchParams(search).toString();
  const refusal = zipAsked && !listing.isFetching ? refusalTextOfError(listing.error) : null;
  const fallback = useCompanyListingQuery(apiQueryOf(places, withoutZip), { skip: refusal === null });
  // Only when the same places without the zip code answer was the refusal about the zip code.
  const zipRefusal = refusal !== null && fallback.currentData ? refusal : null;
  const reply = listing.currentData ?? (zipRefusal ? fallback.currentData : undefined);
  const waitingForFallback = refusal !== null && fallback.isFetching;
  return {
    reply,
    known: reply ?? listing.data ?? fallback.data,
    isFetching: listing.isFetching || waitingForFallback,
    error: zipRefusal || waitingForFallback ? undefined : listing.error,
    zipRefusal,
  };
}
