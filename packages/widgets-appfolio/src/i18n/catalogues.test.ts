import { defaultSettings } from '@widgetry/contracts';
import { catalogueProblems } from '@widgetry/widgets-core';
import { describe, expect, it } from 'vitest';
import { describeListingLanguages } from '../../../widgets-core/src/listings/listing-entry.test-support';
import { appfolioMessages, appfolioRuntime } from '../index';
import { appfolioTranslations } from './translations';

describe('the appfolio catalogues (issue 32)', () => {
  it('has every key in every language, with the plural forms each language counts with', () => {
    expect(appfolioRuntime.messages).toBe(appfolioMessages);
    expect(catalogueProblems(appfolioMessages, appfolioTranslations)).toEqual([]);
  });
});

// Every filter on: the most text the list can show.
const base = defaultSettings('appfolio');
const filters = Object.fromEntries(Object.keys(base.appfolioDisplayFilters).map((name) => [name, 'on']));
describeListingLanguages('appfolio', appfolioRuntime, appfolioTranslations, {
  ...base,
  appfolioDisplayFilters: { ...base.appfolioDisplayFilters, ...filters },
});
