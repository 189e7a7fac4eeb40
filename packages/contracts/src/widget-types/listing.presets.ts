import type { AppfolioSettings } from './appfolio/appfolio.schema';
import type { PresetSettings, WidgetPreset } from './preset';

// The listing widgets (appfolio, rentvine) share their style settings; these are theirs.
type ListingStyle = PresetSettings<Pick<AppfolioSettings, 'header' | 'layout' | 'detail'>>;

function listingDesign(colors: {
  heading: string;
  headingBg: string;
  title: string;
  text: string;
  accent: string;
  action: string;
  section: string;
}): ListingStyle {
  return {
    header: { headercolor: colors.heading, headerbg: colors.headingBg },
    layout: {
      layoutSectionBg: colors.section,
      layoutTitleColor: colors.title,
      layoutAddressColor: colors.text,
      layoutBedColor: colors.text,
      layoutBathColor: colors.text,
      layoutRentBg: colors.accent,
      layoutDetailBg: colors.accent,
      layoutApplyBg: colors.action,
      layoutDateBg: colors.action,
    },
    detail: {
      detailSectionBg: colors.section,
      detailSectionTextColor: colors.text,
      detailAddressColor: colors.title,
      detailPriceColor: colors.accent,
      detailShowingBg: colors.accent,
      detailApplyBg: colors.action,
    },
  };
}

export const LISTING_PRESETS: readonly WidgetPreset<ListingStyle>[] = [
  {
    name: 'Harbour',
    settings: listingDesign({
      heading: '#ffffff',
      headingBg: '#1e3a5f',
      title: '#1e3a5f',
      text: '#4a5568',
      accent: '#2b6cb0',
      action: '#2f855a',
      section: '#ffffff',
    }),
  },
  {
    name: 'Terracotta',
    settings: {
      ...listingDesign({
        heading: '#ffffff',
        headingBg: '#9c4221',
        title: '#652b19',
        text: '#5a4a42',
        accent: '#c05621',
        action: '#744210',
        section: '#fffaf0',
      }),
    },
  },
  {
    name: 'Midnight',
    settings: listingDesign({
      heading: '#f7fafc',
      headingBg: '#171923',
      title: '#f7fafc',
      text: '#cbd5e0',
      accent: '#6b46c1',
      action: '#2c7a7b',
      section: '#2d3748',
    }),
  },
];
