import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import type { StateValue } from 'xstate';
import type { DiagramHighlight } from '../diagram/diagram';
import { useLiveSessions, type FlowEntry, type LiveSession } from '../engine/engine';
import { useFlowTitle } from '../flow-titles';
import { activeStateIds, leafStateIds, stateName } from '../diagram/graph';

/**
 * Live: follows this flow while it runs in another tab of the same browser. The tab's flow
 * reports its state over a BroadcastChannel (live-inspector.ts): the state's name and the run's
 * status, nothing of its data.
 */
export function LivePanel({ flow, flows, onHighlight }: { flow: FlowEntry; flows: FlowEntry[]; onHighlight: (h: DiagramHighlight) => void }) {
  const { t, i18n } = useLingui();
  const { graph } = flow;
  const title = useFlowTitle();
  const sessions = useLiveSessions();
  const mine = sessions.filter((s) => s.flowId === flow.id);
  const others = sessions.filter((s) => s.flowId !== flow.id && s.status === 'active');
  const [chosen, setChosen] = useState<string | null>(null);
  // follow the chosen run, else the one heard from last
  const followed = mine.find((s) => s.sessionId === chosen) ?? mine[0] ?? null;

  const current = followed ? leafStateIds(graph, activeStateIds(graph, followed.value)) : [];
  // the diagram follows the run's state by value: a message that repeats it (each is a new object) redraws nothing
  const stateKey = followed ? JSON.stringify(followed.value) : null;
  useEffect(() => {
    if (stateKey === null) {
      onHighlight({});
      return;
    }
    const active = activeStateIds(graph, JSON.parse(stateKey) as StateValue);
    onHighlight({ active: new Set(active), current: new Set(leafStateIds(graph, active)) });
  }, [graph, stateKey, onHighlight]);

  const byId = new Map(graph.states.map((s) => [s.id, s]));
  const names = current.map((id) => stateName(byId.get(id)!)).join(', ');
  const time = (at: number) => new Intl.DateTimeFormat(i18n.locale === 'es' ? 'es-US' : 'en-US', { timeStyle: 'medium' }).format(at);
  const statusText = (s: LiveSession) => (s.status === 'active' ? t`running` : s.status === 'done' ? t`ended` : s.status === 'stopped' ? t`closed` : t`failed`);

  return (
    <div className="xv" data-testid="live">
      <p className="xv__help">
        <Trans>
          Use this flow in another tab of this browser (signed in as usual); its current state is highlighted here as it changes. Only the state's name and
          whether it is running cross between the tabs: no card number, CVV or personal data.
        </Trans>
      </p>
      <p
        className="xp__state"
        role="status"
        data-testid="live-state"
        data-value={followed ? JSON.stringify(followed.value) : ''}
        data-status={followed?.status ?? ''}
      >
        {followed ? (
          <Trans>
            Following run {followed.sessionId}: {names} ({statusText(followed)}, {time(followed.at)})
          </Trans>
        ) : (
          <Trans>Waiting for this flow to run in another tab…</Trans>
        )}
      </p>
      {mine.length > 1 ? (
        <fieldset className="xv__runs">
          <legend>{t`Runs of this flow`}</legend>
          {mine.map((s) => (
            <label key={s.sessionId} className="xv__run">
              <input type="radio" name="xv-run" checked={s.sessionId === followed?.sessionId} onChange={() => setChosen(s.sessionId)} />{' '}
              <code>{s.sessionId}</code> · {statusText(s)} · {time(s.at)}
            </label>
          ))}
        </fieldset>
      ) : null}
      {others.length ? (
        <div className="xv__others">
          <h3>
            <Trans>Also running in other tabs</Trans>
          </h3>
          <ul>
            {[...new Set(others.map((s) => s.flowId))].map((id) => (
              <li key={id}>
                <Link to="/machines/$flowId" params={{ flowId: id }}>
                  {title(flows.find((f) => f.id === id) ?? { id, title: id })}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
