export { Dialog, type DialogProps, type OverlayProps } from './Dialog.js';
