// Each type's full editor panel beside its live preview, as /editor?widgetType= shows a new widget.
import { panelStory } from './widget-stories';

export default { title: 'Editor panels' };

export const Yelp = panelStory('yelp');
export const Trustpilot = panelStory('trustpilot');
export const Tripadvisor = panelStory('tripadvisor');
export const Appfolio = panelStory('appfolio');
export const Rentvine = panelStory('rentvine');
export const Prorated = panelStory('prorated');
export const Affordability = panelStory('affordability');
export const MonthlyPayment = panelStory('monthlypayment');
export const Accessibility = panelStory('accessibility');
