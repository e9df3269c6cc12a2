// Not in lazy-component.tsx: that file is in every first load (vite.config.ts, the app chunk);
// this is for code that loads later itself.

/**
 * A module loaded once, when first asked for: `load` starts it (again after a failed
 * load, offline, rather than remembering the failure) and `loaded` holds what it gave once here,
 * for `LoadedLater` to render at once.
 */
export function loadOnce<T>(start: () => Promise<T>): { loaded: T | undefined; load: () => Promise<T> } {
  let loading: Promise<T> | undefined;
  const once = {
    loaded: undefined as T | undefined,
    load: (): Promise<T> => {
      loading ??= start().then((value) => (once.loaded = value));
      loading.catch(() => (loading = undefined));
      return loading;
    },
  };
  return once;
}
