// What the Storybook stories of the widgets and their editor panels show (packages/editor-kit's
// Storybook collects apps/dashboard/src/**/*.stories.tsx; the app never imports this folder).
// The data widgets get the same fixtures as their tests; the fixtures' photos point at an offline
// host, so they are swapped for the placeholder Storybook serves (editor-kit's .storybook/public).
import { defaultSettings, type SettingsByType, type WidgetTypeName } from '@widgetry/contracts';
import { widgetDefinition } from '@widgetry/widget-registry';
// The fixtures themselves, not the `@widgetry/widgets-core/testing` entry, which also holds
// vitest-based helpers that cannot run in a browser.
import { listingsFixture } from '../../../../packages/widgets-core/src/listings/listings.test-support';
import { reviewsFixture } from '../../../../packages/widgets-core/src/testing/reviews.test-support';
import { type JsonObject, setAtPath } from '../lib/widget-editor/settings-path';

const FIXTURE_IMAGES = /https:\/\/img\.example\/[^"]*/g;

/** Every fixture photo replaced by the placeholder image served beside the story. */
function withPlaceholderImages<T>(data: T): T {
  const placeholder = new URL('fixture-photo.svg', document.baseURI).href;
  return JSON.parse(JSON.stringify(data).replace(FIXTURE_IMAGES, placeholder));
}

/** The source data a type's runtime renders (ReviewsData, ListingsData), or undefined for a calculator. */
export function storyDataFor(type: WidgetTypeName): unknown {
  switch (type) {
    case 'yelp':
    case 'trustpilot':
    case 'tripadvisor':
      return withPlaceholderImages(reviewsFixture(type));
    case 'appfolio':
    case 'rentvine':
      return withPlaceholderImages(listingsFixture(type));
    default:
      return undefined;
  }
}

/** A type's defaults with `changes` (dotted settings path → value) applied. */
export function storySettings<T extends WidgetTypeName>(type: T, changes: Record<string, unknown> = {}): JsonObject {
  const defaults: SettingsByType[T] = defaultSettings(type);
  return Object.entries(changes).reduce<JsonObject>(
    (settings, [path, value]) => setAtPath(settings, path, value),
    JSON.parse(JSON.stringify(defaults)),
  );
}

/** The catalogue name of a type, for story titles and the editor's widget. */
export function displayNameOf(type: WidgetTypeName): string {
  return widgetDefinition(type).catalogue.displayName;
}
