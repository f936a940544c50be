export {
  FilterModal,
  type Facet,
  type FacetOption,
  type FilterModalProps,
  type FilterSelection,
} from './FilterModal.js';
