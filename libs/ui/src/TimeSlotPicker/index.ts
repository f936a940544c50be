export {
  ANY_ARTIST,
  TimeSlotPicker,
  type Artist,
  type TimeSlot,
  type TimeSlotPickerProps,
} from './TimeSlotPicker.js';
