import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { NotificationToasts } from './NotificationToasts.js';
import type {
  NotificationItem,
  NotificationSettings,
  NotificationsProviderProps,
  NotifyOptions,
} from './Notifications.js';

/**
 * What the provider calls once the center has loaded. `notify` takes the id the provider gave the
 * notification and answers the one it is shown as: another, when it duplicates one on screen.
 */
export interface NotificationCenterApi {
  notify: (options: NotifyOptions, id: number) => number;
  close: (id: number) => void;
  closeAll: () => void;
}

/** The provider's settings, defaults applied, and how the center hands it its API. */
export interface NotificationCenterProps extends NotificationSettings {
  labels: NotificationsProviderProps['labels'];
  connect: (api: NotificationCenterApi | null) => void;
}

const sameMessage = (item: NotificationItem, options: NotifyOptions) =>
  item.state === 'idle' &&
  item.title === options.title &&
  item.text === options.text &&
  item.type === (options.type ?? 'default');

/**
 * The notifications' state, timers and toasts: loaded with the first notification, so a page
 * that shows none never downloads it (see `NotificationsProvider` for the rules it keeps).
 */
export function NotificationCenter({
  width,
  duration,
  speed,
  position,
  max,
  closeOnClick,
  labels,
  connect,
}: NotificationCenterProps) {
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
    (options: NotifyOptions, id: number) => {
      const current = itemsRef.current;
      const duplicate = current.find((item) => sameMessage(item, options));
      if (duplicate) {
        update((items) =>
          items.map((item) =>
            item.id === duplicate.id ? { ...item, duplicates: item.duplicates + 1 } : item,
          ),
        );
        startTimer(duplicate.id, duplicate.length);
        return duplicate.id;
      }
      const item: NotificationItem = {
        id,
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
      startTimer(item.id, item.length);
      const idle = itemsRef.current.filter((candidate) => candidate.state === 'idle');
      if (idle.length > max) destroy(idle.slice(0, idle.length - max).map(({ id }) => id));
      return item.id;
    },
    [destroy, duration, max, speed, startTimer, update],
  );

  const api = useMemo<NotificationCenterApi>(
    () => ({
      notify,
      close: (id) => destroy([id]),
      closeAll: () =>
        destroy(itemsRef.current.filter((item) => item.state === 'idle').map(({ id }) => id)),
    }),
    [destroy, notify],
  );

  // Before the browser paints: what was raised while the center loaded shows in its first frame.
  useLayoutEffect(() => {
    connect(api);
    return () => connect(null);
  }, [api, connect]);

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending.values()) clearTimeout(timer);
      pending.clear();
    };
  }, []);

  return items.length > 0 ? (
    <NotificationToasts
      items={items}
      width={width}
      position={position}
      closeOnClick={closeOnClick}
      labels={labels}
      onClose={(id) => destroy([id])}
      onPause={pause}
      onResume={resume}
    />
  ) : null;
}
