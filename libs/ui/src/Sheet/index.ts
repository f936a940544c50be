export { Sheet, type SheetProps } from './Sheet.js';
