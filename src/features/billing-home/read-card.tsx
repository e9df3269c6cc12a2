import type { ReactNode } from 'react';
import { LoadedContent } from '../../ui/loaded-content';
import { TitledCard } from '../../ui/titled-card';
import { useCardRead } from '../../ui/use-card-read';

/**
 * A billing home card that reads on its own (spec billing §8: its failure is its alone,
 * with the message and Try again): its title, the loading line, the failure, then what it read.
 * `name` makes its class and test ids (`billing-<name>-card`, `<name>-failed`, `<name>-none`).
 */
export function ReadCard<T>({
  name,
  read,
  title,
  loading,
  failure,
  empty,
  hidden,
  after,
  children,
}: {
  name: string;
  /** the card's read: the same function on every render */
  read: () => Promise<T>;
  title: ReactNode;
  loading: ReactNode;
  failure: ReactNode;
  /** what the card says when it read an empty list */
  empty?: ReactNode;
  /** no card at all for this account (it read that there is nothing of its kind) */
  hidden?: (data: T) => boolean;
  /** shown under the content whatever the read did (a link to the whole list) */
  after?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  const [state, retry] = useCardRead(read);
  if (state.screen === 'ready' && hidden?.(state.data)) return null;
  return (
    <TitledCard className={name} titleId={`${name}-title`} testId={`billing-${name}-card`} title={title}>
      <LoadedContent screen={state.screen} loading={loading} failure={failure} failureTestId={`${name}-failed`} onRetry={retry}>
        {state.screen !== 'ready' ? null : empty && Array.isArray(state.data) && state.data.length === 0 ? (
          <p className="card__text" data-testid={`${name}-none`}>
            {empty}
          </p>
        ) : (
          children(state.data)
        )}
      </LoadedContent>
      {after}
    </TitledCard>
  );
}
