// A star rating (1-5) as server-rendered markup: filled and empty stars with a text label for
// screen readers, shared by the review lists and the company widget.
export function Stars({ rating, label }: { rating: number; label: string }) {
  const full = Math.round(Math.min(5, Math.max(0, rating)));
  return (
    <span className="stars" role="img" aria-label={label} title={label}>
      {'★'.repeat(full)}
      <span className="stars-empty">{'☆'.repeat(5 - full)}</span>
    </span>
  );
}
