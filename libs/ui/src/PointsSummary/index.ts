export { PointsSummary, type PointsSummaryProps } from './PointsSummary.js';
