export {
  OrderStatusTimeline,
  type OrderStatusTimelineProps,
  type OrderStep,
} from './OrderStatusTimeline.js';
export { isProblemStatus } from './orderStatus.js';
