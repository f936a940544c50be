/** How long a reload for a stale build guards against another: no reload loops. */
export const RELOAD_GUARD_MS = 10_000;

const RELOADED_AT_KEY = 'shop:stale-build-reload';

const CHUNK_LOAD_ERROR =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|Loading chunk [\w-]+ failed/i;

/** Whether an error says a code chunk of this build is gone (a new build was deployed). */
export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_LOAD_ERROR.test(`${error.name}: ${error.message}`);
}

export interface ReloadHost {
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  reload: () => void;
  now: () => number;
}

/**
 * Reloads the page to pick up the new build, once: another stale-build error within
 * {@link RELOAD_GUARD_MS} of the last reload is left alone. Returns whether it reloaded.
 */
export function reloadOnce({ storage, reload, now }: ReloadHost): boolean {
  const last = Number(storage.getItem(RELOADED_AT_KEY) ?? 0);
  if (now() - last < RELOAD_GUARD_MS) return false;
  storage.setItem(RELOADED_AT_KEY, String(now()));
  reload();
  return true;
}

/** The browser's own host for {@link reloadOnce}. */
export const browserReloadHost = (): ReloadHost => ({
  storage: window.sessionStorage,
  reload: () => window.location.reload(),
  now: () => Date.now(),
});
