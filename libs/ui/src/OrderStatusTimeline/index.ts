export {
  OrderStatusTimeline,
  type OrderStatusTimelineProps,
  type OrderStep,
} from './OrderStatusTimeline.js';
