// The two review forms on their calls' schemas (SPEC §2 fields, SPEC §5 texts named by the schemas):
// the customer's review of her job (CreateReviewBody, the page gives contact_id) and the review
// written with a company's review request link (PublicReviewBody, the page gives company_id and the
// link's token; the reviewer's name is typed too). No stars is 'Vælg venligst hvor mange stjerner…',
// an empty text or no category 'Alle felter skal udfyldes'.
import { CreateReviewBody, PublicReviewBody } from '@opgavetorvet/contracts';
import { maxLengthOf, schemaForm, trimmed, type FormValues } from '@opgavetorvet/ui/forms';

/** The fields both forms have; `name` only the public one. */
export type ReviewValues = {
  rating: number | null;
  title: string;
  textreview: string;
  category: number | null;
  name: string;
};

export const emptyReview = (category: number | null): ReviewValues => ({
  rating: null,
  title: '',
  textreview: '',
  category,
  name: '',
});

const reviewBody = ({ rating, title, textreview, category }: ReviewValues) => ({
  ...(rating === null ? {} : { rating }),
  title: trimmed(title),
  textreview: trimmed(textreview),
  ...(category === null ? {} : { category }),
});

const reviewValues = (body: FormValues): ReviewValues => ({
  rating: body.rating === undefined ? null : (body.rating as number),
  title: String(body.title ?? ''),
  textreview: String(body.textreview ?? ''),
  category: body.category === undefined ? null : (body.category as number),
  name: String(body.name ?? ''),
});

const labels = { title: 'bruger:::reviews::field_title', textreview: 'bruger:::reviews::field_text' };

export const reviewForm = schemaForm<ReviewValues, typeof CreateReviewBody>(CreateReviewBody, {
  toBody: reviewBody,
  toValues: reviewValues,
  labels,
});

export const publicReviewForm = schemaForm<ReviewValues, typeof PublicReviewBody>(PublicReviewBody, {
  toBody: (values) => ({ ...reviewBody(values), name: trimmed(values.name) }),
  toValues: reviewValues,
  labels: { ...labels, name: 'bruger:::reviews::public::field_name' },
});

/** The longest texts the service takes. */
export const REVIEW_MAX = {
  title: maxLengthOf(CreateReviewBody, 'title'),
  textreview: maxLengthOf(CreateReviewBody, 'textreview'),
  name: maxLengthOf(PublicReviewBody, 'name'),
};
