import { createContext, useContext, useState, type ReactNode } from 'react';
import type { NotificationCenter, NotificationCenterApi } from './NotificationCenter.js';

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

/** What a provider is set with, each of {@link NOTIFICATION_DEFAULTS} by default. */
export interface NotificationSettings {
  width: number;
  duration: number;
  speed: number;
  position: NotificationPosition;
  max: number;
  closeOnClick: boolean;
}

/** The spec's defaults: width 300, 3000 ms, speed 300 ms, top right, no maximum, close on click. */
export const NOTIFICATION_DEFAULTS = {
  width: 300,
  duration: 3000,
  speed: 300,
  position: 'top right',
  max: Infinity,
  closeOnClick: true,
} as const satisfies NotificationSettings;

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

let loadedCenter: typeof NotificationCenter | undefined;
let loadingCenter: Promise<void> | undefined;

/**
 * Loads the code that shows notifications ahead of the first one. {@link NotificationsProvider}
 * loads it itself when a notification is raised, so calling this is optional: for an app that
 * wants it ready at once, or a test that checks the screen right after `notify`.
 */
export function preloadNotifications(): Promise<void> {
  loadingCenter ??= import('./NotificationCenter.js').then(({ NotificationCenter }) => {
    loadedCenter = NotificationCenter;
  });
  return loadingCenter;
}

/** The notifications API of the nearest {@link NotificationsProvider}. */
export function useNotifications(): NotificationsApi {
  const api = useContext(NotificationsContext);
  if (!api) throw new Error('useNotifications needs a NotificationsProvider above it');
  return api;
}

/**
 * A provider's side of its center: calls go to the center once it has loaded; until then they
 * wait, in order, and `show` is asked to render it. A notification raised meanwhile that the
 * center shows as a duplicate of another is closed through that one.
 */
function linkToCenter(show: () => void) {
  let center: NotificationCenterApi | null = null;
  let waiting: ((loaded: NotificationCenterApi) => void)[] = [];
  const shownAs = new Map<number, number>();
  let nextId = 1;
  const withCenter = (call: (loaded: NotificationCenterApi) => void) => {
    if (center) return call(center);
    waiting.push(call);
    void preloadNotifications().then(show);
  };
  const api: NotificationsApi = {
    notify: (options) => {
      const id = nextId++;
      if (center) return center.notify(options, id);
      withCenter((loaded) => {
        const shown = loaded.notify(options, id);
        if (shown !== id) shownAs.set(id, shown);
      });
      return id;
    },
    close: (id) => withCenter((loaded) => loaded.close(shownAs.get(id) ?? id)),
    closeAll: () => withCenter((loaded) => loaded.closeAll()),
  };
  const connect = (loaded: NotificationCenterApi | null) => {
    center = loaded;
    if (!loaded) return;
    const calls = waiting;
    waiting = [];
    for (const call of calls) call(loaded);
  };
  return { api, connect };
}

/**
 * Shows notifications raised anywhere below it with {@link useNotifications}. Each is destroyed
 * when its timer runs out, when clicked (with `closeOnClick`), on `close`, or when more than
 * `max` are shown (oldest first). The same title, text and type raised again while shown is not
 * stacked: its duplicate count goes up and its timer restarts. The timer starts once the
 * notification can be seen (its renderer loaded) and pauses while the pointer is over it or focus
 * is in it. Radix Toast renders them: a
 * labelled region (F8 jumps there), swipe and Escape to dismiss, polite or assertive
 * announcements. All of that (state, timers, toasts) loads with the first notification (see
 * {@link preloadNotifications}); what is raised, closed or cleared meanwhile happens once it has.
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
  const [Center, setCenter] = useState(() => loadedCenter);
  const [link] = useState(() => linkToCenter(() => setCenter(() => loadedCenter)));
  return (
    <NotificationsContext.Provider value={link.api}>
      {children}
      {Center ? (
        <Center
          width={width}
          duration={duration}
          speed={speed}
          position={position}
          max={max}
          closeOnClick={closeOnClick}
          labels={labels}
          connect={link.connect}
        />
      ) : null}
    </NotificationsContext.Provider>
  );
}
