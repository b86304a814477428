// A value the whole page shares (the session, the branding), read anywhere and followed by components.
import { useSyncExternalStore } from 'react';

export function sharedValue<T>(initial: T) {
  let value = initial;
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  };
  return {
    get: (): T => value,
    set: (next: T): void => {
      value = next;
      for (const listener of listeners) listener();
    },
    /** The value in a component, which renders again when it changes. */
    use: (): T =>
      useSyncExternalStore(
        subscribe,
        () => value,
        () => value,
      ),
  };
}
