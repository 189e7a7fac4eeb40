// The visitors module as other modules and the composition see it.

export {
  checkVisitor,
  createVisitorCounter,
  MAX_VISITORS_PER_DAY,
  openVisitorCounter,
  utcDay,
  utcDayClock,
  type VisitorCheck,
  type VisitorCounter,
  type VisitorCounterOptions,
} from './visitor-counter';
export { visitorsPlugin } from './visitors.plugin';
