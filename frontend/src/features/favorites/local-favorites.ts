import { useSyncExternalStore } from 'react';
import { env } from '@/config/env';

/** A guest's favorites (docs/product.md §4), newest first, under the site's storage prefix. */
const KEY = `${env.VITE_STORAGE_PREFIX}favorites`;
const CHANGE_EVENT = 'annuaire:favorites';
const EMPTY: readonly string[] = [];

let cachedRaw: string | null = null;
let cachedIds: readonly string[] = EMPTY;
/** Where the list lives when the browser blocks storage: the visitor keeps favorites for this page. */
let memory: string | null = null;
let storageBlocked = false;

function readRaw(): string | null {
  if (storageBlocked) return memory;
  try {
    return window.localStorage.getItem(KEY);
  } catch {
    storageBlocked = true;
    return memory;
  }
}

function parse(raw: string | null): readonly string[] {
  if (!raw) return EMPTY;
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : EMPTY;
  } catch {
    return EMPTY;
  }
}

/** The stored ids; the same array while nothing changed, as useSyncExternalStore requires. */
export function readLocalFavorites(): readonly string[] {
  const raw = readRaw();
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedIds = parse(raw);
  }
  return cachedIds;
}

export function writeLocalFavorites(ids: readonly string[]): void {
  const raw = ids.length > 0 ? JSON.stringify([...new Set(ids)]) : null;
  memory = raw;
  try {
    if (raw === null) window.localStorage.removeItem(KEY);
    else window.localStorage.setItem(KEY, raw);
  } catch {
    // Storage blocked: the shell has warned the visitor (docs/product.md §5); the list lives in memory for this page.
    storageBlocked = true;
  }
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

/** Adds (first) or removes one id. */
export function setLocalFavorite(id: string, favorite: boolean): void {
  const rest = readLocalFavorites().filter((candidate) => candidate !== id);
  writeLocalFavorites(favorite ? [id, ...rest] : rest);
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener(CHANGE_EVENT, onChange);
  // Another tab's change arrives as the native storage event.
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(CHANGE_EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
}

export function useLocalFavorites(): readonly string[] {
  return useSyncExternalStore(subscribe, readLocalFavorites, () => EMPTY);
}
