const RELOADED_AT = 'annuaire.chunkReloadAt';
const RELOAD_COOLDOWN_MS = 30_000;

/** A page's code chunk could not be fetched: after a deployment its old file name no longer exists. */
export function isStaleChunk(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /dynamically imported module|Importing a module script failed|Failed to fetch/i.test(message);
}

/** One reload per cooldown fetches the new build; offline, or right after a reload, the fallback stays. */
export function reloadForNewBuild(): boolean {
  try {
    const last = Number(window.sessionStorage.getItem(RELOADED_AT) ?? 0);
    if (!navigator.onLine || Date.now() - last < RELOAD_COOLDOWN_MS) return false;
    window.sessionStorage.setItem(RELOADED_AT, String(Date.now()));
  } catch {
    return false;
  }
  window.location.reload();
  return true;
}
