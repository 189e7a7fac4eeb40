import type { WidgetPreset } from '../preset';
import type { TripadvisorSettings } from './tripadvisor.schema';

/** TripAdvisor's designs: header, button, stars and cards. */
export const tripadvisorPresets: readonly WidgetPreset<TripadvisorSettings>[] = [
  {
    name: 'TripAdvisor green',
    settings: {
      header: { headerBackgroundColor: '#ffffff', ratingStarColor: '#00aa6c', companyNameColor: '#000000' },
      button: { buttonBackgroundColor: '#007a55', buttonHoverBackgroundColor: '#008f5a', buttonTextColor: '#ffffff' },
      reviews: {
        starColor: '#00aa6c',
        cardBackgroundColor: '#ffffff',
        cardBorderColor: '#e0e0e0',
        readMoreColor: '#007a55',
      },
      layout: { layoutType: 'list' },
    },
  },
  {
    name: 'Sand',
    settings: {
      header: { headerBackgroundColor: '#fdf6e3', ratingStarColor: '#b7791f', companyNameColor: '#5f370e' },
      button: { buttonBackgroundColor: '#b7791f', buttonHoverBackgroundColor: '#975a16', buttonTextColor: '#ffffff' },
      reviews: {
        starColor: '#b7791f',
        cardBackgroundColor: '#fffaf0',
        cardBorderColor: '#f6e05e',
        readMoreColor: '#975a16',
      },
      layout: { layoutType: 'masonry' },
    },
  },
  {
    name: 'Slate',
    settings: {
      header: {
        headerBackgroundColor: '#2d3748',
        ratingStarColor: '#68d391',
        companyNameColor: '#f7fafc',
        totalReviewsColor: '#cbd5e0',
        ratingColor: '#f7fafc',
        ratingCountColor: '#cbd5e0',
      },
      button: { buttonBackgroundColor: '#68d391', buttonHoverBackgroundColor: '#48bb78', buttonTextColor: '#1a202c' },
      reviews: {
        starColor: '#68d391',
        cardBackgroundColor: '#1a202c',
        cardBorderColor: '#4a5568',
        reviewerNameColor: '#f7fafc',
        reviewTitleColor: '#f7fafc',
        reviewTextColor: '#e2e8f0',
        reviewerDetailsColor: '#a0aec0',
        reviewDateColor: '#a0aec0',
        tripTypeColor: '#a0aec0',
        readMoreColor: '#68d391',
      },
      layout: { layoutType: 'carousel' },
    },
  },
];
