import { defaultSettings } from '@widgetry/contracts';
import { catalogueProblems } from '@widgetry/widgets-core';
import { describe, expect, it } from 'vitest';
import { describeListingLanguages } from '../../../widgets-core/src/listings/listing-entry.test-support';
import { rentvineMessages, rentvineRuntime } from '../index';
import { rentvineTranslations } from './translations';

describe('the rentvine catalogues (issue 32)', () => {
  it('has every key in every language, with the plural forms each language counts with', () => {
    expect(rentvineRuntime.messages).toBe(rentvineMessages);
    expect(catalogueProblems(rentvineMessages, rentvineTranslations)).toEqual([]);
  });
});

// Every filter on: the most text the list can show.
const base = defaultSettings('rentvine');
const filters = Object.fromEntries(Object.keys(base.rentvineDisplayFilters).map((name) => [name, 'on']));
describeListingLanguages('rentvine', rentvineRuntime, rentvineTranslations, {
  ...base,
  rentvineDisplayFilters: { ...base.rentvineDisplayFilters, ...filters },
});
