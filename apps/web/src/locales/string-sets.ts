import { use } from 'react';
import { trackForgetting, type TrackedPromise } from '@/lib/deferred';
import type { Language } from '@/lib/language';
import type { Translator } from '@/lib/translator';
import type { Translation } from './translation';

/**
 * Groups of strings that only some screens use: they are not in the startup strings (cn.ts,
 * en.ts) but a chunk per language each, loaded with those screens (the `strings` of their entries in
 * the route list, app/routes.tsx). The file lists of `<lang>.ts` and `<lang>-<set>.ts` must agree with this.
 */
export const STRING_SETS = {
  community: ['tasks', 'comments', 'coin', 'notifications', 'user'],
  /** The staff console, the user center's orders and the AI and finance workspaces: not the board's. */
  office: ['staff', 'orders', 'ai', 'finance'],
  info: ['info'],
  devices: ['devices'],
  customisation: ['customisation'],
  draws: ['draws'],
  numbers: ['numbers'],
  console: ['console'],
  /** The messages of refused calls and form checks (spec 7, `error.<message>`) and the sign-in form's. */
  forms: ['error', 'auth'],
  /** The staff console's store connections (decision 048). */
  stores: ['stores'],
} as const;

export type StringSet = keyof typeof STRING_SETS;

/** What a screen needs: a set, or several (a community screen also shows error messages as it renders). */
export type StringSets = StringSet | readonly StringSet[];

export function setList(sets: StringSets | undefined): readonly StringSet[] {
  return sets === undefined ? [] : typeof sets === 'string' ? [sets] : sets;
}

const importers: Record<StringSet, Record<Language, () => Promise<{ translation: Translation }>>> = {
  community: { cn: () => import('./cn-community'), en: () => import('./en-community') },
  office: { cn: () => import('./cn-office'), en: () => import('./en-office') },
  info: { cn: () => import('./cn-info'), en: () => import('./en-info') },
  devices: { cn: () => import('./cn-devices'), en: () => import('./en-devices') },
  customisation: { cn: () => import('./cn-customisation'), en: () => import('./en-customisation') },
  draws: { cn: () => import('./cn-draws'), en: () => import('./en-draws') },
  numbers: { cn: () => import('./cn-numbers'), en: () => import('./en-numbers') },
  console: { cn: () => import('./cn-console'), en: () => import('./en-console') },
  forms: { cn: () => import('./cn-forms'), en: () => import('./en-forms') },
  stores: { cn: () => import('./cn-stores'), en: () => import('./en-stores') },
};

/** A set's chunk could not be fetched: the screen shows its retry, as for its own chunk (app/lazy-page.tsx). */
export class StringSetLoadError extends Error {
  constructor(cause: unknown) {
    super('chunk load error', { cause });
  }
}

const loading = new Map<string, TrackedPromise<Translation>>();

/** A set's strings in one language, the same promise each time (one React's `use()` reads once settled); a failed load is tried again after a retry (lib/deferred.ts). */
export function loadStringSet(
  set: StringSet,
  language: Language,
  { retryFailed = false } = {},
): Promise<Translation> {
  const key = `${set}:${language}`;
  const known = loading.get(key);
  if (known && !(retryFailed && known.status === 'rejected')) return known;
  const promise = trackForgetting(
    importers[set][language]().then(
      ({ translation }) => translation,
      (error: unknown) => {
        throw new StringSetLoadError(error);
      },
    ),
    () => {
      if (loading.get(key) === promise) loading.delete(key);
    },
  );
  loading.set(key, promise);
  return promise;
}

/**
 * Loads a set into the instance in its current language, if it does not hold it yet (the API client
 * before it translates a refused call's message, the root layout after hydration for the error
 * messages). A failed load is left for the next call to try again.
 */
export async function addStringSet(instance: Translator, set: StringSet): Promise<void> {
  const language = instance.language;
  if (hasStringSet(instance, set, language)) return;
  const strings = await loadStringSet(set, language, { retryFailed: true }).catch(() => undefined);
  if (strings && !hasStringSet(instance, set, language)) instance.addStrings(language, strings);
}

/** Whether the instance holds every group of the set in the language (the server and tests hold all). */
export function hasStringSet(instance: Translator, set: StringSet, language: Language): boolean {
  const strings = instance.getStrings(language);
  return STRING_SETS[set].every((group) => strings?.[group] !== undefined);
}

/** Per instance, whether it held a set in a language when first asked (the answer never changes). */
const heldAtFirst = new WeakMap<Translator, Map<string, boolean>>();

function heldFromTheStart(instance: Translator, set: StringSet, language: Language): boolean {
  let known = heldAtFirst.get(instance);
  if (!known) {
    known = new Map();
    heldAtFirst.set(instance, known);
  }
  const key = `${set}:${language}`;
  let held = known.get(key);
  if (held === undefined) {
    held = hasStringSet(instance, set, language);
    known.set(key, held);
  }
  return held;
}

/**
 * Makes the set's strings available in the instance's current language before the caller renders
 * them: synchronous when they are loaded (the browser loads the page's before hydrating, the
 * server has all), else it suspends until they are. An instance that did not hold the set at first
 * (the browser's) reads its promise with use() on every render, also once the strings are added:
 * React replays a suspended render expecting the same use() calls in the same order, and a call
 * that disappears between attempts would hand the next one the wrong value.
 */
export function useStringSet(instance: Translator, set: StringSet | undefined): void {
  useStringSets(instance, set ? [set] : []);
}

/** useStringSet for each of the sets, in order (React's `use()` may be called in a loop). */
export function useStringSets(instance: Translator, sets: readonly StringSet[]): void {
  const language = instance.language;
  for (const set of sets) {
    if (heldFromTheStart(instance, set, language)) continue;
    const strings = use(loadStringSet(set, language));
    // adding is idempotent; the translator announces no added strings, so nothing re-renders
    if (!hasStringSet(instance, set, language)) instance.addStrings(language, strings);
  }
}
