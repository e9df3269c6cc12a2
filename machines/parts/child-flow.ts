/**
 * A page whose actions are child flows (people and roles, profile & settings): each child runs as
 * a dialog over the page's screen and, whatever it ends in, the page loads anew (its `loading`
 * state: what the server now holds) and notes how the child ended, `ended: { kind, output }`,
 * shown over the page until dismissed. The child's invoke id is its kind. Written once here; the
 * page's `setup` names the child's actor and id (`children`) and its `end` action, which keeps
 * `params.ended` (and lets go of whom the child was about), so xstate checks the actor's name,
 * its input and that its output is the one `TEnded` pairs with the kind, at the machine.
 *
 * `childOverPage<Ended>()('settings')` gives the page's `(kind, src, input) => state`.
 */
export const childOverPage =
  <TEnded extends { kind: string; output: unknown }>() =>
  <const TScreen extends string>(screen: TScreen) =>
  <const TKind extends TEnded['kind'], const TSrc extends string, TInput>(kind: TKind, src: TSrc, input: TInput) => ({
    meta: { screen },
    invoke: {
      id: kind,
      src,
      input,
      onDone: {
        target: 'loading' as const,
        actions: {
          type: 'end' as const,
          params: ({ event }: { event: { output: Extract<TEnded, { kind: TKind }>['output'] } }) => ({ ended: { kind, output: event.output } }),
        },
      },
    },
  });
