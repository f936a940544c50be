export { CostSummary, type CostSummaryProps, type CostSummaryRow } from './CostSummary.js';
