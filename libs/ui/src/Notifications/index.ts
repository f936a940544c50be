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
} from './Notifications.js';
