/**
 * `@beauty/ui`: the storefront's design system. Radix primitives styled with vanilla-extract;
 * import the stylesheet once with `import '@beauty/ui/styles.css'` and put `lightTheme` (or
 * `darkTheme`) on a root element.
 *
 * @packageDocumentation
 */
export { vars } from './theme/contract.css.js';
export { lightTheme, darkTheme } from './theme/themes.css.js';
export { sprinkles, type Sprinkles } from './theme/sprinkles.css.js';
export { breakpoints, scripts } from './theme/tokens.js';
export { Box, type BoxProps } from './Box/index.js';
export { Stack, type StackProps } from './Stack/index.js';
export { Text, type TextProps } from './Text/index.js';
export { Heading, type HeadingProps } from './Heading/index.js';
export { Button, type ButtonProps } from './Button/index.js';
export { Link, type LinkProps } from './Link/index.js';
export { Inline, type InlineProps } from './Inline/index.js';
export { Columns, type ColumnsProps } from './Columns/index.js';
export { IconButton, type IconButtonProps } from './IconButton/index.js';
export { TextField, type TextFieldProps } from './TextField/index.js';
export { TextArea, type TextAreaProps } from './TextArea/index.js';
export {
  PasswordField,
  type PasswordFieldProps,
  type PasswordFieldRule,
} from './PasswordField/index.js';
export { Checkbox, type CheckboxProps } from './Checkbox/index.js';
export {
  ConsentCheckbox,
  isConsentRequired,
  type ConsentCheckboxProps,
  type ConsentRequirement,
} from './ConsentCheckbox/index.js';
export { RadioGroup, type RadioGroupProps, type RadioOption } from './RadioGroup/index.js';
export { Select, type SelectOption, type SelectProps } from './Select/index.js';
export { Dropdown, type DropdownProps } from './Dropdown/index.js';
export { QuantityStepper, type QuantityStepperProps } from './QuantityStepper/index.js';
export { Badge, type BadgeProps } from './Badge/index.js';
export {
  TierBadge,
  displayTier,
  type BeautyPassTier,
  type TierBadgeProps,
} from './TierBadge/index.js';
export { Price, type PriceProps } from './Price/index.js';
export { CostSummary, type CostSummaryProps, type CostSummaryRow } from './CostSummary/index.js';
export {
  FreeShippingProgress,
  type FreeShippingProgressProps,
} from './FreeShippingProgress/index.js';
export { VisuallyHidden, type VisuallyHiddenProps } from './VisuallyHidden/index.js';
export { Rating, type RatingProps } from './Rating/index.js';
export { Tabs, type TabItem, type TabsProps } from './Tabs/index.js';
export { Accordion, type AccordionItem, type AccordionProps } from './Accordion/index.js';
export { Dialog, type DialogProps, type OverlayProps } from './Dialog/index.js';
export { Sheet, type SheetProps } from './Sheet/index.js';
export {
  FilterModal,
  type Facet,
  type FacetOption,
  type FilterModalProps,
  type FilterSelection,
} from './FilterModal/index.js';
export { ProductCard, type ProductCardProps } from './ProductCard/index.js';
export {
  ProductGrid,
  ShowMore,
  type ProductGridPlace,
  type ProductGridProps,
  type ShowMoreProps,
} from './ProductGrid/index.js';
export {
  SearchDropdown,
  type SearchDropdownLabels,
  type SearchDropdownProps,
} from './SearchDropdown/index.js';
export {
  CountryWelcomeOverlay,
  type CountrySite,
  type CountryWelcomeOverlayProps,
} from './CountryWelcomeOverlay/index.js';
export { Breadcrumbs, type BreadcrumbsProps, type Crumb } from './Breadcrumbs/index.js';
export {
  CategoryDrawer,
  CategoryMenu,
  CategoryMenuButton,
  type CategoryDrawerProps,
  type CategoryLink,
  type CategoryLinkComponentProps,
  type CategoryMenuButtonProps,
  type CategoryNavigationProps,
} from './CategoryNavigation/index.js';
export { Pagination, paginationRange, type PaginationProps } from './Pagination/index.js';
export { Skeleton, type SkeletonProps } from './Skeleton/index.js';
export { EmptyState, type EmptyStateProps } from './EmptyState/index.js';
/** An inline outcome of a form (failure, success, information), announced to screen readers. */
export { Alert, type AlertProps } from './Alert/index.js';
export { ErrorPage, type ErrorPageProps } from './ErrorPage/index.js';
/** The tracking-consent question, pinned to the bottom of the screen until the shopper answers. */
export {
  ConsentBanner,
  consentBannerOffset,
  type ConsentBannerProps,
} from './ConsentBanner/index.js';
export {
  NotificationsProvider,
  preloadNotifications,
  useNotifications,
  NOTIFICATION_DEFAULTS,
  type NotificationItem,
  type NotificationPosition,
  type NotificationsApi,
  type NotificationsProviderProps,
  type NotificationType,
  type NotifyOptions,
} from './Notifications/index.js';
export {
  OrderStatusTimeline,
  type OrderStatusTimelineProps,
  type OrderStep,
} from './OrderStatusTimeline/index.js';
export { PointsSummary, type PointsSummaryProps } from './PointsSummary/index.js';
export {
  TimeSlotPicker,
  ANY_ARTIST,
  type Artist,
  type TimeSlot,
  type TimeSlotPickerProps,
} from './TimeSlotPicker/index.js';
/** A scannable QR code (a PromptPay payload, a link) drawn as SVG with its accessible name. */
export { QrCode, type QrCodeProps } from './QrCode/index.js';
