import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { DiagramHighlight } from '../diagram/diagram';
import { ask, type FlowEntry, type PlayView } from '../engine/engine';
import { leafStateIds, stateName } from '../diagram/graph';
import { payloadSummary } from '../engine/payload';

/**
 * Play: the flow runs (in the explorer's worker) with nothing behind it. The events the machine
 * accepts now are offered (the model's, with their payloads), the calls running now are
 * answered by choosing one of the backend outcomes the model lists, and time moves only when
 * asked.
 */
export function PlayPanel({ flow, onHighlight }: { flow: FlowEntry; onHighlight: (h: DiagramHighlight) => void }) {
  const { t } = useLingui();
  const { graph, inputs } = flow;
  const [inputIndex, setInputIndex] = useState(0);
  const [run, setRun] = useState(0);
  const [view, setView] = useState<PlayView | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const session = useRef<number | null>(null);
  const busy = useRef(false);

  // a fresh run (its own actor and clock) for each start; stopped when left
  useEffect(() => {
    let live = true;
    let mine: number | null = null;
    ask<{ session: number; view: PlayView }>('play.start', { flowId: flow.id, inputIndex }).then(
      (started) => {
        mine = started.session;
        if (!live) return void ask('play.stop', { session: mine });
        session.current = mine;
        setView(started.view);
      },
      (e: unknown) => live && setFailure(String(e)),
    );
    return () => {
      live = false;
      if (mine !== null) void ask('play.stop', { session: mine });
      session.current = null;
    };
  }, [flow.id, inputIndex, run]);

  const current = useMemo(() => (view ? leafStateIds(graph, view.frame.active) : []), [graph, view]);
  useEffect(() => {
    if (view) {
      onHighlight({
        active: new Set(view.frame.active),
        current: new Set(current),
        taken: new Set(view.frame.taken),
        enabled: new Set(view.options.flatMap((o) => o.transitionIds)),
      });
    }
  }, [view, current, onHighlight]);

  if (failure) return <p className="notice notice--error">{t`The flow could not be started: ${failure}`}</p>;
  if (!view) return <span className="spinner" aria-hidden="true" />;

  const choose = async (key: string) => {
    if (busy.current || session.current === null) return;
    busy.current = true;
    try {
      setView(await ask<PlayView>('play.choose', { session: session.current, key }));
    } catch (e) {
      setFailure(String(e));
    } finally {
      busy.current = false;
    }
  };

  const byId = new Map(graph.states.map((s) => [s.id, s]));
  const currentNames = current.map((id) => stateName(byId.get(id)!)).join(', ');
  const { frame, options, history } = view;
  const done = frame.status === 'done';
  const groups: { title: string; kinds: string[] }[] = [
    { title: t`Events`, kinds: ['event'] },
    { title: t`Answers of the calls running now`, kinds: ['done', 'error'] },
    { title: t`Time`, kinds: ['after'] },
  ];

  return (
    <div className="xp" data-testid="play">
      {inputs.length > 1 ? (
        <div className="field xp__input">
          <label className="field__label" htmlFor="xp-input">
            {t`Start with input`}
          </label>
          <select id="xp-input" className="field__input" value={inputIndex} onChange={(e) => setInputIndex(Number(e.target.value))}>
            {inputs.map((input, i) => (
              <option key={i} value={i}>
                {payloadSummary({ type: '', ...input }) || t`default`}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <p className="xp__state" role="status" data-testid="play-state" data-value={JSON.stringify(frame.value)} data-status={frame.status}>
        {done ? <Trans>Outcome reached: {currentNames}</Trans> : <Trans>Current state: {currentNames}</Trans>}
      </p>
      {groups.map((group) => {
        const list = options.filter((o) => group.kinds.includes(o.kind));
        if (!list.length) return null;
        return (
          <div key={group.title} className="xp__group" role="group" aria-label={group.title}>
            <h3>{group.title}</h3>
            <ul className="xp__options">
              {list.map((o) => (
                <li key={o.key}>
                  <button
                    type="button"
                    className={`button button--small xp__option xp__option--${o.kind}`}
                    onClick={() => void choose(o.key)}
                    data-kind={o.kind}
                  >
                    {o.kind === 'after' ? t`Advance time: ${o.label}` : o.label}
                  </button>
                </li>
              ))}
            </ul>
          </div>
        );
      })}
      {!done && options.length === 0 ? (
        <p>
          <Trans>Nothing the model knows can happen from here.</Trans>
        </p>
      ) : null}
      <p>
        <button type="button" className="button button--ghost button--small" onClick={() => setRun((r) => r + 1)}>
          {t`Start again`}
        </button>
      </p>
      {history.length ? (
        <div className="xp__history">
          <h3>
            <Trans>Steps taken</Trans>
          </h3>
          <ol>
            {history.map((label, i) => (
              <li key={i}>
                <code>{label}</code>
              </li>
            ))}
          </ol>
        </div>
      ) : null}
    </div>
  );
}
