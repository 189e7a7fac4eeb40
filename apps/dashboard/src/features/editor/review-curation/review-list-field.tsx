import { widgetDefinition } from '@widgetry/widget-registry';
import type { ReviewListControl } from '@widgetry/widgets-core';
import { useState } from 'react';
import { getAtPath } from '../../../lib/widget-editor/settings-path';
import { sourceReadOf } from '../../../lib/widget-editor/source-read';
import { useWidgetSourceQuery } from '../../../lib/widgets/source-state';
import { Pager } from '../../../ui/pager/pager';
import { selectSettings, useEditorStore } from '../editor.store';
import { type Picks, stringList, toggleHidden, togglePinned } from './curation-edits';
import { ReviewListItem } from './review-list-item';
import { useReviewList } from './use-review-list';
import './review-curation.css';

/** The list's name and heading (the section around it is the control's label, "Reviews"). */
export const REVIEW_LIST_TITLE = 'Review list';

/** Said in place of the list while there is nothing to list from. */
export const REVIEW_LIST_NOTES = {
  unsaved: 'Save the widget to choose which of its reviews show.',
  sourceChanged: 'Save the widget to list the reviews of its new source.',
  notRead: 'The reviews have not been read yet. They show here once they are.',
  noMatch: 'No review matches your search.',
  failed: 'The reviews could not be loaded. Please try again.',
} as const;

/** The source the settings name, as the preview compares it ('' for none). */
function sourceNamed(type: Parameters<typeof widgetDefinition>[0], settings: unknown): string {
  const preview = widgetDefinition(type).previewSource;
  return preview ? sourceReadOf(preview, settings).source : '';
}

/**
 * The editor's "Reviews" list (issue 31): the saved widget's cached reviews, searchable and paged,
 * each with Hide and Pin. Each press edits the draft's curation, which the live preview shows at once.
 */
export function ReviewListField({
  control,
  onChange,
}: {
  control: ReviewListControl;
  onChange: (path: string, value: unknown) => void;
}) {
  const widget = useEditorStore((state) => state.widget);
  const saved = useEditorStore((state) => state.saved);
  const settings = useEditorStore(selectSettings);
  if (!widget?.id) return <ReviewListNote text={REVIEW_LIST_NOTES.unsaved} />;
  const type = widget.widgetType.name;
  const savedSettings = saved ? (saved.htmlData as Record<string, unknown>)[type] : settings;
  if (sourceNamed(type, savedSettings) !== sourceNamed(type, settings)) {
    return <ReviewListNote text={REVIEW_LIST_NOTES.sourceChanged} />;
  }
  const picks: Picks = {
    hidden: stringList(getAtPath(settings, control.path)),
    pinned: stringList(getAtPath(settings, control.pinnedPath)),
  };
  const apply = (next: Picks) => {
    onChange(control.path, [...next.hidden]);
    onChange(control.pinnedPath, [...next.pinned]);
  };
  return <SavedReviewList widgetId={widget.id} type={type} picks={picks} onPicks={apply} />;
}

function ReviewListNote({ text }: { text: string }) {
  return (
    <div className="review-list">
      <h3 className="review-list__title">{REVIEW_LIST_TITLE}</h3>
      <p className="review-list__note">{text}</p>
    </div>
  );
}

function SavedReviewList({
  widgetId,
  type,
  picks,
  onPicks,
}: {
  widgetId: string;
  type: Parameters<typeof widgetDefinition>[0];
  picks: Picks;
  onPicks: (next: Picks) => void;
}) {
  const [page, setPage] = useState(1);
  const [q, setQ] = useState('');
  const [error, setError] = useState<string | null>(null);
  const readAt = useWidgetSourceQuery(widgetId, type).data?.source?.lastGoodReadAt ?? null;
  const list = useReviewList(widgetId, page, q, readAt);
  const answer = list.data;
  const pages = answer ? Math.max(1, Math.ceil(answer.total / answer.pageSize)) : 1;
  const searchId = `review-search-${widgetId}`;

  const pin = (sourceId: string) => {
    const next = togglePinned(picks, sourceId);
    if ('error' in next) {
      setError(next.error);
      return;
    }
    setError(null);
    onPicks(next);
  };

  return (
    <section className="review-list" aria-label={REVIEW_LIST_TITLE} aria-busy={list.isFetching || undefined}>
      <h3 className="review-list__title">{REVIEW_LIST_TITLE}</h3>
      <label className="ek-field__label" htmlFor={searchId}>
        Search reviews
      </label>
      <input
        id={searchId}
        className="ek-input"
        type="search"
        value={q}
        onChange={(event) => {
          setQ(event.target.value);
          setPage(1);
        }}
      />
      {error && (
        <p className="editor-control__error" role="alert">
          {error}
        </p>
      )}
      {list.isError && (
        <p className="alert alert--error" role="alert">
          {list.error.message || REVIEW_LIST_NOTES.failed}
        </p>
      )}
      {answer && !answer.read && <p className="review-list__note">{REVIEW_LIST_NOTES.notRead}</p>}
      {answer?.read && answer.total === 0 && q.trim() !== '' && (
        <p className="review-list__note">{REVIEW_LIST_NOTES.noMatch}</p>
      )}
      {answer && answer.reviews.length > 0 && (
        <ul className="review-list__items">
          {answer.reviews.map((review) => (
            <ReviewListItem
              key={review.sourceId}
              review={review}
              hidden={picks.hidden.includes(review.sourceId)}
              pinnedAt={picks.pinned.indexOf(review.sourceId)}
              onHide={() => {
                setError(null);
                onPicks(toggleHidden(picks, review.sourceId));
              }}
              onPin={() => pin(review.sourceId)}
            />
          ))}
        </ul>
      )}
      {answer && pages > 1 && (
        <Pager
          info={{ page: answer.page, limit: answer.pageSize, total: answer.total }}
          noun="reviews"
          label="Review pages"
          pending={list.isPlaceholderData}
          onPageChange={setPage}
        />
      )}
    </section>
  );
}
