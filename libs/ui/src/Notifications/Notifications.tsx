import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import type * as ToastsModule from './NotificationToasts.js';

/** The kinds of notification. */
export type NotificationType = 'warn' | 'error' | 'success' | 'default';

/** Where the notifications stack on screen. */
export type NotificationPosition =
  'top left' | 'top center' | 'top right' | 'bottom left' | 'bottom center' | 'bottom right';

/** A notification: idle while shown, destroyed once closed (then removed after its animation). */
export interface NotificationItem {
  id: number;
  title?: string;
  text?: string;
  type: NotificationType;
  state: 'idle' | 'destroyed';
  /** Enter and leave animation length, ms. */
  speed: number;
  /** How long it stays, ms; 0 or less keeps it until closed. */
  length: number;
  /** Anything the caller attaches. */
  data?: unknown;
  /** How many more times the same notification was raised while shown. */
  duplicates: number;
}

/** What {@link NotificationsApi.notify} takes. */
export interface NotifyOptions {
  title?: string;
  text?: string;
  type?: NotificationType;
  /** Overrides the provider's duration for this one, ms. */
  duration?: number;
  /** Overrides the provider's speed for this one, ms. */
  speed?: number;
  data?: unknown;
}

/** What {@link useNotifications} returns. */
export interface NotificationsApi {
  /** Shows a notification and returns its id; the same one shown again counts as a duplicate. */
  notify: (options: NotifyOptions) => number;
  /** Closes one notification. */
  close: (id: number) => void;
  /** Closes all of them. */
  closeAll: () => void;
}

/** The spec's defaults: width 300, 3000 ms, speed 300 ms, top right, no maximum, close on click. */
export const NOTIFICATION_DEFAULTS = {
  width: 300,
  duration: 3000,
  speed: 300,
  position: 'top right',
  max: Infinity,
  closeOnClick: true,
} as const satisfies {
  width: number;
  duration: number;
  speed: number;
  position: NotificationPosition;
  max: number;
  closeOnClick: boolean;
};

/** Props of {@link NotificationsProvider}. */
export interface NotificationsProviderProps {
  children?: ReactNode;
  /** px; 300 by default. */
  width?: number;
  /** How long each stays, ms; 3000 by default. */
  duration?: number;
  /** Animation length, ms; 300 by default. */
  speed?: number;
  position?: NotificationPosition;
  /** Most shown at once; older ones are destroyed when more come. Unlimited by default. */
  max?: number;
  /** Clicking a notification closes it; on by default. */
  closeOnClick?: boolean;
  /** Wording; English by default. */
  labels?: { region?: string; close?: string; duplicates?: (count: number) => string };
}

const NotificationsContext = createContext<NotificationsApi | null>(null);

let loadedToasts: typeof ToastsModule.NotificationToasts | undefined;
let loadingToasts: Promise<void> | undefined;

/**
 * Loads the code that shows notifications ahead of the first one. {@link NotificationsProvider}
 * loads it itself when a notification is raised, so calling this is optional: for an app that
 * wants it ready at once, or a test that checks the screen right after `notify`.
 */
export function preloadNotifications(): Promise<void> {
  loadingToasts ??= import('./NotificationToasts.js').then(({ NotificationToasts }) => {
    loadedToasts = NotificationToasts;
  });
  return loadingToasts;
}

/** The notifications API of the nearest {@link NotificationsProvider}. */
export function useNotifications(): NotificationsApi {
  const api = useContext(NotificationsContext);
  if (!api) throw new Error('useNotifications needs a NotificationsProvider above it');
  return api;
}

const sameMessage = (item: NotificationItem, options: NotifyOptions) =>
  item.state === 'idle' &&
  item.title === options.title &&
  item.text === options.text &&
  item.type === (options.type ?? 'default');

/**
 * Shows notifications raised anywhere below it with {@link useNotifications}. Each is destroyed
 * when its timer runs out, when clicked (with `closeOnClick`), on `close`, or when more than
 * `max` are shown (oldest first). The same title, text and type raised again while shown is not
 * stacked: its duplicate count goes up and its timer restarts. The timer starts once the
 * notification can be seen (its renderer loaded) and pauses while the pointer is over it or focus
 * is in it. Radix Toast renders them: a
 * labelled region (F8 jumps there), swipe and Escape to dismiss, polite or assertive
 * announcements. That code loads with the first notification (see {@link preloadNotifications}).
 */
export function NotificationsProvider({
  children,
  width = NOTIFICATION_DEFAULTS.width,
  duration = NOTIFICATION_DEFAULTS.duration,
  speed = NOTIFICATION_DEFAULTS.speed,
  position = NOTIFICATION_DEFAULTS.position,
  max = NOTIFICATION_DEFAULTS.max,
  closeOnClick = NOTIFICATION_DEFAULTS.closeOnClick,
  labels,
}: NotificationsProviderProps) {
  const [items, setItems] = useState<NotificationItem[]>([]);
  // The latest list, for callbacks that run between renders (timers, several notify calls).
  const itemsRef = useRef(items);
  const update = useCallback((change: (current: NotificationItem[]) => NotificationItem[]) => {
    itemsRef.current = change(itemsRef.current);
    setItems(itemsRef.current);
  }, []);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());
  // When each running timer ends, or what a paused one has left.
  const deadlines = useRef(new Map<number, number>());
  const nextId = useRef(1);

  const clearTimer = useCallback((id: number) => {
    const timer = timers.current.get(id);
    if (timer !== undefined) clearTimeout(timer);
    timers.current.delete(id);
  }, []);

  const destroy = useCallback(
    (ids: readonly number[]) => {
      if (ids.length === 0) return;
      for (const id of ids) {
        clearTimer(id);
        deadlines.current.delete(id);
        const item = itemsRef.current.find((candidate) => candidate.id === id);
        // Removed once its leave animation has run.
        timers.current.set(
          -id,
          setTimeout(() => {
            timers.current.delete(-id);
            update((current) => current.filter((candidate) => candidate.id !== id));
          }, item?.speed ?? speed),
        );
      }
      update((current) =>
        current.map((item) =>
          ids.includes(item.id) && item.state === 'idle'
            ? { ...item, state: 'destroyed' as const }
            : item,
        ),
      );
    },
    [clearTimer, speed, update],
  );

  const startTimer = useCallback(
    (id: number, length: number) => {
      clearTimer(id);
      deadlines.current.delete(id);
      if (length > 0 && Number.isFinite(length)) {
        deadlines.current.set(id, Date.now() + length);
        timers.current.set(
          id,
          setTimeout(() => destroy([id]), length),
        );
      }
    },
    [clearTimer, destroy],
  );

  // A notification counts down from when it is on screen: on a slow connection the renderer may
  // take longer to arrive than a notification lasts.
  const startWhenShown = useCallback(
    (id: number, length: number) => {
      if (loadedToasts) {
        startTimer(id, length);
        return;
      }
      void preloadNotifications().then(() => {
        const idle = itemsRef.current.some((item) => item.id === id && item.state === 'idle');
        if (idle) startTimer(id, length);
      });
    },
    [startTimer],
  );

  // A notification being read (pointer over it or focus in it) does not time out meanwhile.
  const pause = useCallback(
    (id: number) => {
      const deadline = deadlines.current.get(id);
      if (deadline === undefined || !timers.current.has(id)) return;
      clearTimer(id);
      deadlines.current.set(id, deadline - Date.now());
    },
    [clearTimer],
  );
  const resume = useCallback(
    (id: number) => {
      const remaining = deadlines.current.get(id);
      if (remaining === undefined || timers.current.has(id)) return;
      startTimer(id, Math.max(remaining, 1));
    },
    [startTimer],
  );

  const notify = useCallback(
    (options: NotifyOptions) => {
      const current = itemsRef.current;
      const duplicate = current.find((item) => sameMessage(item, options));
      if (duplicate) {
        update((items) =>
          items.map((item) =>
            item.id === duplicate.id ? { ...item, duplicates: item.duplicates + 1 } : item,
          ),
        );
        startWhenShown(duplicate.id, duplicate.length);
        return duplicate.id;
      }
      const item: NotificationItem = {
        id: nextId.current++,
        title: options.title,
        text: options.text,
        type: options.type ?? 'default',
        state: 'idle',
        speed: options.speed ?? speed,
        length: options.duration ?? duration,
        data: options.data,
        duplicates: 0,
      };
      update((items) => [...items, item]);
      startWhenShown(item.id, item.length);
      const idle = itemsRef.current.filter((candidate) => candidate.state === 'idle');
      if (idle.length > max) destroy(idle.slice(0, idle.length - max).map(({ id }) => id));
      return item.id;
    },
    [destroy, duration, max, speed, startWhenShown, update],
  );

  const api = useMemo<NotificationsApi>(
    () => ({
      notify,
      close: (id) => destroy([id]),
      closeAll: () =>
        destroy(itemsRef.current.filter((item) => item.state === 'idle').map(({ id }) => id)),
    }),
    [destroy, notify],
  );

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending.values()) clearTimeout(timer);
      pending.clear();
    };
  }, []);

  // The renderer (Radix Toast) loads with the first notification: most pages never show one.
  const [Toasts, setToasts] = useState(() => loadedToasts);
  const wanted = items.length > 0;
  useEffect(() => {
    if (wanted && !Toasts) void preloadNotifications().then(() => setToasts(() => loadedToasts));
  }, [wanted, Toasts]);

  return (
    <NotificationsContext.Provider value={api}>
      {children}
      {Toasts && wanted ? (
        <Toasts
          items={items}
          width={width}
          position={position}
          closeOnClick={closeOnClick}
          labels={labels}
          onClose={(id) => destroy([id])}
          onPause={pause}
          onResume={resume}
        />
      ) : null}
    </NotificationsContext.Provider>
  );
}
