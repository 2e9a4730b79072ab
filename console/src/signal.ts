// A value with subscribers (the language, the session): `useValue(sig)` re-renders a component when it changes.
import { useEffect, useState } from "preact/hooks";

export interface Signal<T> {
  get(): T;
  set(next: T): void;
  subscribe(listener: (value: T) => void): () => void;
}

export function signal<T>(initial: T): Signal<T> {
  let value = initial;
  const listeners = new Set<(value: T) => void>();
  return {
    get: () => value,
    set(next: T) {
      if (Object.is(next, value)) return;
      value = next;
      for (const listener of [...listeners]) listener(value);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export function useValue<T>(sig: Signal<T>): T {
  const [value, setValue] = useState(sig.get());
  useEffect(() => {
    setValue(sig.get());
    return sig.subscribe(setValue);
  }, [sig]);
  return value;
}
