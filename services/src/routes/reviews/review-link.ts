// The signed link of a review request: `/{slug}?anmeldelse={request id}.{signature}`. The signature
// (HMAC, fastify.linkSigner) covers the request's row, the company, the address and when it was
// sent, so a link cannot be made for another company or address, nor moved to another request;
// it expires REVIEW_LINK_DAYS after sending. That a link writes one review only is the unique index
// on reviews.review_email_id, not a check here.
import { MAX_ID, REVIEW_LINK_DAYS, companyProfilePage } from '@opgavetorvet/contracts';
import type { LinkSigner } from '../../lib/signed-links.js';

/** A review request as it was recorded: the row the link names. */
export interface ReviewRequest {
  id: number;
  companyId: number;
  email: string;
  sentAt: number;
}

const signed = (request: ReviewRequest) =>
  `review-request:${request.id}:${request.companyId}:${request.email}:${request.sentAt}`;

/** The parameter of the profile page that carries the link's token. */
export const REVIEW_LINK_PARAM = 'anmeldelse';

export function reviewLinkToken(signer: LinkSigner, request: ReviewRequest): string {
  return `${request.id}.${signer.sign(signed(request))}`;
}

export function reviewLinkPath(signer: LinkSigner, slug: string, request: ReviewRequest): string {
  return `${companyProfilePage(slug)}?${new URLSearchParams({ [REVIEW_LINK_PARAM]: reviewLinkToken(signer, request) }).toString()}`;
}

/** The request id a token names, or null when it is not a token's shape. */
export function requestIdOf(token: string): number | null {
  const match = /^([0-9]{1,10})\.[A-Za-z0-9_-]+$/.exec(token);
  const id = match ? Number(match[1]) : NaN;
  return Number.isSafeInteger(id) && id > 0 && id <= MAX_ID ? id : null;
}

export type ReviewLinkCheck = 'ok' | 'invalid' | 'other_company' | 'expired';

/**
 * Whether `token` is the link of `request` (looked up by requestIdOf) for `companyId` and still
 * usable at `now`; null request = no such row.
 */
export function checkReviewLink(
  signer: LinkSigner,
  token: string,
  request: ReviewRequest | undefined,
  companyId: number,
  now: number,
): ReviewLinkCheck {
  if (!request) return 'invalid';
  const signature = token.slice(token.indexOf('.') + 1);
  if (!signer.verify(signed(request), signature)) return 'invalid';
  if (request.companyId !== companyId) return 'other_company';
  if (now > request.sentAt + REVIEW_LINK_DAYS * 24 * 60 * 60) return 'expired';
  return 'ok';
}
