import type { WidgetPreset } from '../preset';
import type { YelpSettings } from './yelp.schema';

/** Yelp's designs: header, buttons, cards and the list, masonry or carousel. */
export const yelpPresets: readonly WidgetPreset<YelpSettings>[] = [
  {
    name: 'Yelp red',
    settings: {
      header: { headerColor: '#000000', headerBg: '#ffffff', addReviewBg: '#d32323', addReviewColor: '#ffffff' },
      button: { readMoreBg: '#d32323', readMoreHoverBg: '#af1d1d', readMoreColor: '#ffffff' },
      cards: { cardBg: '#ffffff', cardBorderColor: '#e6e6e6', cardTextColor: '#333333' },
      reviews: { reviewlayout: 'list', containerBg: '#ffffff' },
    },
  },
  {
    name: 'Calm blue',
    settings: {
      header: { headerColor: '#1a365d', headerBg: '#ebf8ff', addReviewBg: '#2b6cb0', addReviewColor: '#ffffff' },
      button: { readMoreBg: '#2b6cb0', readMoreHoverBg: '#2c5282', readMoreColor: '#ffffff' },
      cards: { cardBg: '#ffffff', cardBorderColor: '#bee3f8', cardTextColor: '#2a4365' },
      reviews: { reviewlayout: 'masonry', containerBg: '#ebf8ff' },
    },
  },
  {
    name: 'Dark',
    settings: {
      header: {
        headerColor: '#f7fafc',
        headerBg: '#1a202c',
        reviewCountColor: '#cbd5e0',
        addReviewBg: '#e53e3e',
        addReviewColor: '#ffffff',
      },
      button: { readMoreBg: '#e53e3e', readMoreHoverBg: '#c53030', readMoreColor: '#ffffff' },
      cards: { cardBg: '#2d3748', cardBorderColor: '#4a5568', cardTextColor: '#e2e8f0' },
      reviews: { reviewlayout: 'carousel', containerBg: '#1a202c', reviewTextColor: '#e2e8f0' },
    },
  },
];
