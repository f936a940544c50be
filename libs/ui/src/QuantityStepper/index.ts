export {
  MAX_QUANTITY_PER_ITEM,
  QuantityStepper,
  type QuantityStepperProps,
} from './QuantityStepper.js';
