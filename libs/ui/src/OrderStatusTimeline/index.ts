export {
  OrderStatusTimeline,
  type OrderStatusTimelineProps,
  type OrderStep,
} from './OrderStatusTimeline.js';
export { ORDER_STATUSES, isProblemStatus, type OrderStatus } from './orderStatus.js';
