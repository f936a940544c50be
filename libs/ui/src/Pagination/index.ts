export { Pagination, type PaginationProps } from './Pagination.js';
export { paginationRange } from './pages.js';
