import { useCallback, useEffect, useState } from 'react';

/** A card's own read (each billing home card loads on its own and fails on its own). */
export type CardRead<T> = { screen: 'loading' } | { screen: 'ready'; data: T } | { screen: 'unavailable' };

/**
 * Reads a card's data once mounted, and again on retry. A failure is the card's alone: the page
 * and the other cards stand (a 401 is routed by the API client as everywhere else).
 */
export function useCardRead<T>(read: () => Promise<T>): [CardRead<T>, () => void] {
  const [state, setState] = useState<CardRead<T>>({ screen: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    read().then(
      (data) => current && setState({ screen: 'ready', data }),
      () => current && setState({ screen: 'unavailable' }),
    );
    return () => {
      current = false;
    };
  }, [read, attempt]);
  const retry = useCallback(() => {
    setState({ screen: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  return [state, retry];
}
