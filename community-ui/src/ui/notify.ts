// Notifications (access spec §8): success or error, closed by Escape, the close button, or their timer.
import { useSyncExternalStore } from 'react';

/** Snackbar default and minimum (access spec §9). */
export const NOTIFICATION_MS = 5000;
/** Messages about a lost session stay 120 seconds (access spec §9). */
export const PERSISTENT_NOTIFICATION_MS = 120_000;

export interface Notification {
  id: number;
  kind: 'success' | 'error';
  message: string;
  duration: number;
}

let items: Notification[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const publish = () => {
  for (const listener of listeners) listener();
};

export function dismiss(id: number): void {
  items = items.filter((n) => n.id !== id);
  publish();
}

export function notify(kind: Notification['kind'], message: string, duration = NOTIFICATION_MS): void {
  const id = nextId++;
  const shown = Math.max(duration, NOTIFICATION_MS);
  items = [...items.filter((n) => n.message !== message), { id, kind, message, duration: shown }];
  publish();
  window.setTimeout(() => dismiss(id), shown);
}

export const useNotifications = (): Notification[] =>
  useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => items,
    () => items,
  );
