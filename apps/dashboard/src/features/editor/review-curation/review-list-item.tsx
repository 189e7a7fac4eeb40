import type { ReviewListItem as Review } from '@widgetry/contracts';

/** The first words of a review, enough to recognise it. */
function excerpt(review: Review): string {
  const text = review.text.trim() || review.title?.trim() || '(no text)';
  return text.length > 140 ? `${text.slice(0, 140).trimEnd()}…` : text;
}

/** One review of the editor's list with its Hide and Pin buttons (pressed while hidden or pinned). */
export function ReviewListItem({
  review,
  hidden,
  pinnedAt,
  onHide,
  onPin,
}: {
  review: Review;
  hidden: boolean;
  /** Its place among the pins (0 is first), -1 when not pinned. */
  pinnedAt: number;
  onHide: () => void;
  onPin: () => void;
}) {
  const pinned = pinnedAt >= 0;
  const who = `${review.author}, ${review.rating} ${review.rating === 1 ? 'star' : 'stars'}`;
  return (
    <li className={hidden ? 'review-list__item review-list__item--hidden' : 'review-list__item'}>
      <div className="review-list__head">
        <span className="review-list__author">{review.author}</span>
        <span className="review-list__rating" role="img" aria-label={`${review.rating} out of 5 stars`}>
          {'★'.repeat(review.rating)}
          {'☆'.repeat(5 - review.rating)}
        </span>
        {pinned && <span className="review-list__badge">Pinned #{pinnedAt + 1}</span>}
        {hidden && <span className="review-list__badge">Hidden</span>}
      </div>
      <p className="review-list__text">{excerpt(review)}</p>
      <div className="review-list__actions">
        <button
          type="button"
          className="button button--secondary"
          aria-pressed={hidden}
          aria-label={`Hide review by ${who}`}
          onClick={onHide}
        >
          Hide
        </button>
        <button
          type="button"
          className="button button--secondary"
          aria-pressed={pinned}
          aria-label={`Pin review by ${who}`}
          onClick={onPin}
        >
          Pin
        </button>
      </div>
    </li>
  );
}
