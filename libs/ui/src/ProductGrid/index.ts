export { ProductGrid, type ProductGridProps } from './ProductGrid.js';
export { ShowMore, type ShowMoreProps } from './ShowMore.js';
