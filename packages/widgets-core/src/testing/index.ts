// Test helpers for the widget packages (`@widgetry/widgets-core/testing`): hostile payloads and
// the injection checks of the browser tests. Only tests import this; no runtime bundles it.

export { listing, listingsFixture } from '../listings/listings.test-support';
export { englishLeft, visibleTexts } from './english-left.test-support';
export { HOSTILE_PAYLOADS, readValue, withEveryField, withValue } from './hostile.test-support';
export {
  CSS_INJECTION,
  expectNoInjection,
  INJECTED_TAGS,
  injectionTraces,
  type PageTraces,
  type RootTraces,
  styleAttributes,
  type WidgetTraces,
} from './injection.test-support';
export { captureBeacons, type SentBeacon } from './insights.test-support';
export {
  describeReservedHeight,
  listingsOf,
  midPagePlaceholder,
  type ReservedHeightCase,
  reviewsOf,
  settledShiftsAndHeight,
} from './layout-shift.test-support';
export { describeReviewCatalogues, type ReviewCataloguesCase } from './review-catalogues.test-support';
export { describeReviewScriptEntry } from './review-entry.test-support';
export { describeReviewPanel, panelControls } from './review-panel.test-support';
export { describeReviewRuntime, type ReviewRuntimeCase } from './review-runtime.test-support';
export { HOSTILE_REVIEW, hostileReviewsFixture, reviewsFixture, wordsText } from './reviews.test-support';
