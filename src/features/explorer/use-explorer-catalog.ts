import { i18n, type Messages } from '@lingui/core';
import { useEffect, useSyncExternalStore } from 'react';
import { messages as en } from '../../../locales/en/explorer.po';
import { messages as es } from '../../../locales/es/explorer.po';

/**
 * The explorer's strings live in their own catalog (locales/<locale>/explorer.po), bundled with
 * the explorer only (both languages: they are small). They are merged into the active
 * language's messages, and again after any change of language.
 */
const catalogs: Record<string, Messages> = { en, es };

function merged(): boolean {
  const first = Object.keys(catalogs[i18n.locale] ?? {})[0];
  return first === undefined || first in i18n.messages;
}

function merge(): void {
  const messages = catalogs[i18n.locale];
  if (messages && !merged()) i18n.load(i18n.locale, messages);
}

const onChange = (listener: () => void) => i18n.on('change', listener);

/** True once the explorer's strings can be shown in the active language. */
export function useExplorerCatalog(): boolean {
  // read from i18n itself: merging (below) or a change of language is its change event
  const ready = useSyncExternalStore(onChange, merged);
  // merging tells the I18nProvider (a change event): after rendering, never during it
  useEffect(() => {
    merge();
    return i18n.on('change', merge);
  }, []);
  return ready;
}
