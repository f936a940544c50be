export { CategoryDrawer, type CategoryDrawerProps } from './CategoryDrawer.js';
export {
  CategoryMenu,
  CategoryMenuButton,
  type CategoryLink,
  type CategoryLinkComponentProps,
  type CategoryMenuButtonProps,
  type CategoryNavigationProps,
} from './CategoryNavigation.js';
