export { ProductGrid, type ProductGridPlace, type ProductGridProps } from './ProductGrid.js';
export { ShowMore, type ShowMoreProps } from './ShowMore.js';
