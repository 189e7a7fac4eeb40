// The `curation` group of the three review types (issue 31), defined once: which reviews of the
// source a widget shows. The API applies it where a review widget's list is produced, for the
// embed and the preview alike; the totals and the "Write a review" link are the source's own.
import { z } from 'zod';
import { bounded, flag, textList } from '../html-data/field.builders';
import { reviewCurationDefaults as D, CURATION_LIMITS as L, CURATION_MESSAGES as M } from './review-curation.defaults';

export { CURATION_LIMITS, CURATION_MESSAGES, reviewCurationDefaults } from './review-curation.defaults';

const reviewIds = (maxItems: number, tooMany: string) =>
  textList({
    maxItems,
    maxLength: L.sourceIdLength,
    messages: { tooMany, tooLong: M.idTooLong, blank: M.idBlank, repeated: M.idRepeated },
  });

export const reviewCurationSchema = z
  .object({
    hidden: reviewIds(L.hidden, M.tooManyHidden),
    pinned: reviewIds(L.pinned, M.tooManyPinned),
    minRating: bounded(D.minRating, { min: 1, max: 5, integer: true }),
    withTextOnly: flag(D.withTextOnly),
    excludedWords: textList({
      maxItems: L.excludedWords,
      maxLength: L.wordLength,
      messages: { tooMany: M.tooManyWords, tooLong: M.wordTooLong, blank: M.wordBlank, repeated: M.wordRepeated },
    }),
  })
  .prefault({});
export type ReviewCuration = z.output<typeof reviewCurationSchema>;
