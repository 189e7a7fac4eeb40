// The calculators in each layout, rendered by their real runtimes (they need no source data).
import { runtimeStory } from './widget-stories';

export default { title: 'Widgets/Calculators' };

export const ProratedVertical = runtimeStory('Prorated rent – vertical result', 'prorated', {
  'result.resultLayout': 'vertical',
});
export const ProratedHorizontal = runtimeStory('Prorated rent – horizontal result', 'prorated', {
  'result.resultLayout': 'horizontal',
});
export const AffordabilityVertical = runtimeStory('Affordability – vertical', 'affordability', {
  'layout.template': 'vertical',
});
export const AffordabilityHorizontal = runtimeStory('Affordability – horizontal', 'affordability', {
  'layout.template': 'horizontal',
});
export const AffordabilityCompact = runtimeStory('Affordability – compact spacing', 'affordability', {
  'layout.spacing': 'compact',
});
export const MonthlyPaymentHorizontal = runtimeStory('Monthly payment – horizontal', 'monthlypayment', {
  'layout.template': 'horizontal',
});
export const MonthlyPaymentTwoColumn = runtimeStory('Monthly payment – two columns', 'monthlypayment', {
  'layout.template': 'two-column',
});
