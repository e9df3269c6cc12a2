import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link, useParams } from '@tanstack/react-router';
import { useState } from 'react';
import { Diagram, type DiagramHighlight } from './diagram/diagram';
import { useCatalog, useLayout, type FlowEntry } from './engine/engine';
import { useReasonText } from './use-reason-text';
import { ExplorerFrame, useExplorerTitle } from './explorer-frame';
import { coverageFigures, machineJson } from './engine/export';
import { useFlowTitle } from './flow-titles';
import { stateName, type MachineGraph } from './diagram/graph';
import type { DiagramWords } from './diagram/layout-geometry';
import { LivePanel } from './panels/live-panel';
import { toMermaid } from './diagram/mermaid';
import { PlayPanel } from './panels/play-panel';
import { usePlan, type PlanState } from './engine/plans';
import { ReplayPanel } from './panels/replay-panel';
import { renderSvg } from './diagram/svg';
import { saveInBrowser } from '../../api/save-file';

/** /machines/$flowId: one flow's diagram, with play, replay, live and its exports. */
export function MachinePage() {
  const { flowId } = useParams({ from: '/machines/$flowId' });
  return (
    <ExplorerFrame>
      <Machine flowId={flowId} />
    </ExplorerFrame>
  );
}

function Machine({ flowId }: { flowId: string }) {
  const flows = useCatalog();
  if (!flows) return <span className="spinner" aria-hidden="true" />;
  const flow = flows.find((f) => f.id === flowId);
  return flow ? <MachineView key={flow.id} flow={flow} flows={flows} /> : <UnknownMachine id={flowId} />;
}

function UnknownMachine({ id }: { id: string }) {
  const { t } = useLingui();
  useExplorerTitle(t`Machine explorer`);
  return (
    <div className="explorer__page">
      <h1>
        <Trans>No flow is registered as “{id}”</Trans>
      </h1>
      <p>
        <Link to="/machines">
          <Trans>All flows</Trans>
        </Link>
      </p>
    </div>
  );
}

/**
 * Back to the list, and the flows before and after this one in the registry's order: an analyst
 * going through every machine moves along without the list (the page stays, its engine too).
 */
function FlowNav({ flow, flows }: { flow: FlowEntry; flows: FlowEntry[] }) {
  const { t } = useLingui();
  const titleOf = useFlowTitle();
  const at = flows.findIndex((f) => f.id === flow.id);
  const previous = flows[at - 1];
  const next = flows[at + 1];
  return (
    <nav className="xm__back" aria-label={t`Flows`}>
      <Link to="/machines">
        <Trans>All flows</Trans>
      </Link>
      {previous ? (
        <Link to="/machines/$flowId" params={{ flowId: previous.id }} rel="prev" data-testid="previous-flow">
          <Trans>Previous: {titleOf(previous)}</Trans>
        </Link>
      ) : null}
      {next ? (
        <Link to="/machines/$flowId" params={{ flowId: next.id }} rel="next" data-testid="next-flow">
          <Trans>Next: {titleOf(next)}</Trans>
        </Link>
      ) : null}
    </nav>
  );
}

type Mode = 'explore' | 'play' | 'replay' | 'live';

function download(name: string, text: string, type: string) {
  saveInBrowser(name, new Blob([text], { type }));
}

function MachineView({ flow, flows }: { flow: FlowEntry; flows: FlowEntry[] }) {
  const { t } = useLingui();
  const title = useFlowTitle()(flow);
  useExplorerTitle(t`${title} · Machine explorer`);
  const { graph } = flow;
  const { reasonLine } = useReasonText();
  const reasons = Object.fromEntries(graph.transitions.filter((tr) => tr.reasons.length).map((tr) => [tr.id, reasonLine(tr.reasons)]));
  const words: DiagramWords = { outcome: t`outcome`, invoke: t`invokes`, entry: t`entry`, exit: t`exit`, reasons };
  const laid = useLayout(flow.id, words);
  const layout = laid instanceof Error ? null : laid;
  const plan = usePlan(flow.id);
  const [mode, setMode] = useState<Mode>('explore');
  const [highlight, setHighlight] = useState<DiagramHighlight>({});
  const [replayPathId, setReplayPathId] = useState<string | null>(null);
  // another mode starts from a plain diagram: what the last one highlighted goes with it
  const changeMode = (next: Mode) => {
    if (next === mode) return;
    setMode(next);
    setHighlight({});
  };

  const modes: { mode: Mode; label: string }[] = [
    { mode: 'explore', label: t`Diagram` },
    { mode: 'play', label: t`Play` },
    { mode: 'replay', label: t`Replay` },
    { mode: 'live', label: t`Live` },
  ];
  const outcomes = graph.states.filter((s) => s.outcome);

  return (
    <div className="explorer__page xm">
      <FlowNav flow={flow} flows={flows} />
      <h1>{title}</h1>
      <p className="xm__summary">
        <code>{flow.id}</code> · <Plural value={graph.states.length - 1} one="# state" other="# states" />,{' '}
        <Plural value={graph.transitions.length} one="# transition" other="# transitions" />,{' '}
        <Plural value={outcomes.length} one="# outcome" other="# outcomes" />
      </p>

      <div className="xm__bar">
        <div className="xm__modes" role="group" aria-label={t`Mode`}>
          {modes.map((m) => (
            <button key={m.mode} type="button" className="button button--small xm__mode" aria-pressed={mode === m.mode} onClick={() => changeMode(m.mode)}>
              {m.label}
            </button>
          ))}
        </div>
        <div className="xm__exports" role="group" aria-label={t`Export`}>
          <button
            type="button"
            className="button button--ghost button--small"
            disabled={!layout}
            onClick={() => layout && download(`${flow.id}.svg`, renderSvg(graph, layout, { title: flow.title, words }), 'image/svg+xml')}
          >
            {t`SVG`}
          </button>
          <button
            type="button"
            className="button button--ghost button--small"
            onClick={() => download(`${flow.id}.mmd`, toMermaid(graph, { title: flow.title }), 'text/plain')}
          >
            {t`Mermaid`}
          </button>
          <button
            type="button"
            className="button button--ghost button--small"
            disabled={plan.status !== 'ready'}
            onClick={() =>
              plan.status === 'ready' && download(`${flow.id}.json`, `${JSON.stringify(machineJson(graph, plan.plan), null, 2)}\n`, 'application/json')
            }
          >
            {plan.status === 'ready' ? t`JSON` : t`JSON (loading paths…)`}
          </button>
        </div>
      </div>

      <div className={`xm__work xm__work--${mode}`}>
        <section className="xm__diagram" aria-label={t`Diagram`}>
          {layout ? (
            <Diagram graph={graph} layout={layout} title={title} words={words} highlight={highlight} />
          ) : laid instanceof Error ? (
            <p className="notice notice--error">{t`The diagram could not be laid out: ${laid.message}`}</p>
          ) : (
            <span className="spinner" aria-hidden="true" />
          )}
        </section>
        {mode !== 'explore' ? (
          <section className="xm__panel card" aria-labelledby="xm-panel-title">
            {/* the panel's title is its mode's name */}
            <h2 id="xm-panel-title">{modes.find((m) => m.mode === mode)!.label}</h2>
            {mode === 'play' ? <PlayPanel flow={flow} onHighlight={setHighlight} /> : null}
            {mode === 'replay' ? <ReplayPanel flow={flow} plan={plan} pathId={replayPathId} onPathId={setReplayPathId} onHighlight={setHighlight} /> : null}
            {mode === 'live' ? <LivePanel flow={flow} flows={flows} onHighlight={setHighlight} /> : null}
          </section>
        ) : null}
      </div>

      <Details
        graph={graph}
        plan={plan}
        onReplay={(id) => {
          setReplayPathId(id);
          changeMode('replay');
          window.scrollTo({ top: 0 });
        }}
      />
    </div>
  );
}

function Details({ graph, plan, onReplay }: { graph: MachineGraph; plan: PlanState; onReplay: (pathId: string) => void }) {
  const { t } = useLingui();
  const byId = new Map(graph.states.map((s) => [s.id, s]));
  const name = (id: string) => stateName(byId.get(id)!);
  const figures = plan.status === 'ready' ? coverageFigures(plan.plan.coverage) : null;
  const covered = plan.status === 'ready' ? new Set(plan.plan.coverage.transitions.covered) : null;
  const coveredBy = plan.status === 'ready' ? (plan.plan.coverage.coveredBy?.transitions ?? {}) : {};
  return (
    <div className="xm__details">
      <details open>
        <summary>
          <h2>
            <Trans>Coverage</Trans>
          </h2>
        </summary>
        {figures ? (
          <dl className="xl-facts" data-testid="coverage">
            {(
              [
                [t`States`, figures.states],
                [t`Transitions`, figures.transitions],
                [t`Outcomes`, figures.outcomes],
              ] as const
            ).map(([label, f]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>
                  {f.covered}/{f.total} ({f.percent}%)
                </dd>
              </div>
            ))}
          </dl>
        ) : (
          <p aria-busy="true">{plan.status === 'failed' ? t`The paths could not be loaded: ${plan.error}` : t`Loading the paths and their coverage…`}</p>
        )}
      </details>

      <details>
        <summary>
          <h2>
            <Trans>States ({graph.states.length - 1})</Trans>
          </h2>
        </summary>
        <ul className="xm__states">
          {graph.states
            .filter((s) => s.parent)
            .map((s) => (
              <li key={s.id} style={{ marginInlineStart: `${(s.depth - 1) * 1.25}rem` }}>
                <code>{s.key}</code>
                {s.initial ? <span className="xm__tag">{t`initial`}</span> : null}
                {s.outcome ? <span className="xm__tag xm__tag--outcome">{t`outcome`}</span> : null}
                {s.kind === 'final' && !s.outcome ? <span className="xm__tag">{t`final`}</span> : null}
                {s.invokes.map((inv) => (
                  <span key={inv.id} className="xm__tag">
                    {t`invokes ${inv.id}`}
                  </span>
                ))}
                {s.description ? (
                  <p className="xm__state-description" data-testid="state-description">
                    {s.description}
                  </p>
                ) : null}
              </li>
            ))}
        </ul>
      </details>

      <details>
        <summary>
          <h2>
            <Trans>Transitions ({graph.transitions.length})</Trans>
          </h2>
        </summary>
        <table className="table xm__table">
          <thead>
            <tr>
              <th scope="col">{t`From`}</th>
              <th scope="col">{t`Event [guard]`}</th>
              <th scope="col">{t`To`}</th>
              <th scope="col">{t`Covered by`}</th>
            </tr>
          </thead>
          <tbody>
            {graph.transitions.map((tr) => (
              <tr key={tr.id}>
                <td>
                  <code>{name(tr.source)}</code>
                </td>
                <td>
                  <code>{tr.label}</code>
                </td>
                <td>{tr.targets.length ? tr.targets.map((id) => <code key={id}>{name(id)}</code>) : <em>{t`stays`}</em>}</td>
                <td>
                  {!covered ? (
                    '…'
                  ) : coveredBy[tr.id] ? (
                    <button type="button" className="xm__link" onClick={() => onReplay(coveredBy[tr.id]!)} aria-label={t`Replay ${coveredBy[tr.id]!}`}>
                      {coveredBy[tr.id]}
                    </button>
                  ) : covered.has(tr.id) ? (
                    t`yes`
                  ) : (
                    <strong>{t`not covered`}</strong>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>

      <details>
        <summary>
          <h2>{plan.status === 'ready' ? <Trans>Generated paths ({plan.plan.paths.length})</Trans> : <Trans>Generated paths</Trans>}</h2>
        </summary>
        {plan.status === 'ready' ? (
          <ol className="xm__paths">
            {plan.plan.paths.map((p) => {
              const outcome = p.outcome;
              const steps = p.steps.length;
              return (
                <li key={p.id}>
                  <code>{p.id}</code> <span>{outcome ? t`${steps} steps to ${outcome}` : t`${steps} steps`}</span>{' '}
                  <button type="button" className="button button--ghost button--small" onClick={() => onReplay(p.id)} aria-label={t`Replay ${p.id}`}>
                    {t`Replay`}
                  </button>
                </li>
              );
            })}
          </ol>
        ) : (
          <p aria-busy="true">{t`Generating…`}</p>
        )}
      </details>
    </div>
  );
}
