export {
  SearchDropdown,
  type SearchDropdownLabels,
  type SearchDropdownProps,
} from './SearchDropdown.js';
