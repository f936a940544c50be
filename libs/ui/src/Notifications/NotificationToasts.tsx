import * as Toast from '@radix-ui/react-toast';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { IconButton } from '../IconButton/index.js';
import { CloseIcon } from '../internal/icons.js';
import type {
  NotificationItem,
  NotificationPosition,
  NotificationsProviderProps,
} from './Notifications.js';
import * as styles from './Notifications.css.js';

/** What the provider hands its renderer: the list, the look, and what a shopper can do to one. */
export interface NotificationToastsProps {
  items: readonly NotificationItem[];
  width: number;
  position: NotificationPosition;
  closeOnClick: boolean;
  labels: NotificationsProviderProps['labels'];
  onClose: (id: number) => void;
  onPause: (id: number) => void;
  onResume: (id: number) => void;
}

/** The notifications on screen, as Radix toasts; loaded by the provider when first needed. */
export function NotificationToasts({
  items,
  width,
  position,
  closeOnClick,
  labels,
  onClose,
  onPause,
  onResume,
}: NotificationToastsProps) {
  return (
    <Toast.Provider duration={Infinity} label={labels?.region ?? 'Notification'}>
      {items.map((item) => (
        <Toast.Root
          key={item.id}
          type={item.type === 'error' || item.type === 'warn' ? 'foreground' : 'background'}
          duration={Infinity}
          open={item.state === 'idle'}
          onOpenChange={(open) => {
            if (!open) onClose(item.id);
          }}
          onClick={closeOnClick ? () => onClose(item.id) : undefined}
          onPointerEnter={() => onPause(item.id)}
          onPointerLeave={() => onResume(item.id)}
          onFocus={() => onPause(item.id)}
          onBlur={() => onResume(item.id)}
          data-type={item.type}
          className={styles.notification({ type: item.type, clickable: closeOnClick })}
          style={assignInlineVars({ [styles.speed]: `${item.speed}ms` })}
        >
          <div className={styles.body}>
            {item.title ? <Toast.Title className={styles.title}>{item.title}</Toast.Title> : null}
            {item.text ? (
              <Toast.Description className={styles.text}>{item.text}</Toast.Description>
            ) : null}
          </div>
          {item.duplicates > 0 ? (
            <span className={styles.count}>
              {labels?.duplicates?.(item.duplicates + 1) ?? `×${item.duplicates + 1}`}
            </span>
          ) : null}
          <Toast.Close asChild>
            <IconButton size="sm" label={labels?.close ?? 'Close'} icon={<CloseIcon />} />
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport
        className={styles.viewport[position]}
        style={assignInlineVars({ [styles.width]: `${width}px` })}
      />
    </Toast.Provider>
  );
}
