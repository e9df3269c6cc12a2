import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { DiagramHighlight } from '../diagram/diagram';
import { ask, type FlowEntry } from '../engine/engine';
import { leafStateIds, stateName } from '../diagram/graph';
import { payloadSummary } from '../engine/payload';
import type { Frame } from '../engine/play';
import type { PlanState } from '../engine/plans';

/**
 * Replay: one of the generated paths, stepped forward and back on the diagram. Each step is
 * replayed on the machine as the coverage measure replays it; the state it must reach is the
 * path's own, and a step that lands elsewhere is said so.
 */
export function ReplayPanel({
  flow,
  plan,
  pathId,
  onPathId,
  onHighlight,
}: {
  flow: FlowEntry;
  plan: PlanState;
  pathId: string | null;
  onPathId: (id: string) => void;
  onHighlight: (h: DiagramHighlight) => void;
}) {
  const { t } = useLingui();
  const { graph } = flow;
  const paths = plan.status === 'ready' ? plan.plan.paths : [];
  const path = paths.find((p) => p.id === pathId) ?? paths[0] ?? null;
  const [replay, setReplay] = useState<{ pathId: string; frames: Frame[]; diverged: number | null } | null>(null);
  // the step shown, with the path it is on: another path starts at its beginning
  const [position, setPosition] = useState<{ pathId: string; step: number } | null>(null);
  const step = path && position?.pathId === path.id ? position.step : 0;
  const [failure, setFailure] = useState<string | null>(null);
  // the path replayed on the machine (in the explorer's worker), every frame at once
  useEffect(() => {
    if (!path) return;
    let live = true;
    ask<{ frames: Frame[]; diverged: number | null }>('replay', { flowId: flow.id, path: { input: path.input, steps: path.steps } }).then(
      (r) => live && setReplay({ pathId: path.id, ...r }),
      (e: unknown) => live && setFailure(String(e)),
    );
    return () => {
      live = false;
    };
  }, [flow.id, path]);

  const stepsList = useRef<HTMLOListElement>(null);
  useEffect(() => {
    const list = stepsList.current;
    const item = list?.children[step - 1] as HTMLElement | undefined;
    if (!list || !item) return;
    if (item.offsetTop < list.scrollTop) list.scrollTop = item.offsetTop;
    else if (item.offsetTop + item.offsetHeight > list.scrollTop + list.clientHeight) list.scrollTop = item.offsetTop + item.offsetHeight - list.clientHeight;
  }, [step, replay]);

  // only the replay of the path shown: another's frames are not drawn while this one is replayed
  const frames = replay && path && replay.pathId === path.id ? replay.frames : null;
  const frame = frames?.[Math.min(step, frames.length - 1)] ?? null;
  const current = useMemo(() => (frame ? leafStateIds(graph, frame.active) : []), [graph, frame]);
  useEffect(() => {
    if (frame) onHighlight({ active: new Set(frame.active), current: new Set(current), taken: new Set(frame.taken) });
  }, [frame, current, onHighlight]);

  if (plan.status !== 'ready') {
    return (
      <div className="xr" data-testid="replay">
        <p aria-busy={plan.status === 'pending'}>{plan.status === 'failed' ? t`The paths could not be loaded: ${plan.error}` : t`Loading the paths…`}</p>
      </div>
    );
  }
  if (failure) return <p className="notice notice--error">{t`The path could not be replayed: ${failure}`}</p>;
  if (!path || !replay || replay.pathId !== path.id || !frame) return <span className="spinner" aria-hidden="true" />;

  const last = path.steps.length;
  const byId = new Map(graph.states.map((s) => [s.id, s]));
  const currentNames = current.map((id) => stateName(byId.get(id)!)).join(', ');
  const stepLabel = step > 0 ? path.steps[step - 1]!.label : null;
  const go = (to: number) => setPosition({ pathId: path.id, step: Math.max(0, Math.min(last, to)) });
  const describePath = (p: (typeof paths)[number]) => {
    const steps = p.steps.length;
    const outcome = p.outcome;
    // "#12", or "v1#3" for a path from another input: the flow's name is already on the page
    const id = p.id.slice(flow.id.length).replace(/^\./, '');
    return outcome ? t`${id}: ${steps} steps to ${outcome}` : t`${id}: ${steps} steps`;
  };

  return (
    <div className="xr" data-testid="replay">
      <div className="field">
        <label className="field__label" htmlFor="xr-path">
          {t`Path`}
        </label>
        <select id="xr-path" className="field__input" value={path.id} onChange={(e) => onPathId(e.target.value)}>
          {paths.map((p) => (
            <option key={p.id} value={p.id}>
              {describePath(p)}
            </option>
          ))}
        </select>
      </div>
      <div className="xr__controls" role="group" aria-label={t`Step through the path`}>
        <button type="button" className="button button--ghost button--small" onClick={() => go(0)} disabled={step === 0}>
          {t`Start`}
        </button>
        <button type="button" className="button button--small" onClick={() => go(step - 1)} disabled={step === 0}>
          {t`Back`}
        </button>
        <button type="button" className="button button--small button--primary" onClick={() => go(step + 1)} disabled={step === last}>
          {t`Forward`}
        </button>
        <button type="button" className="button button--ghost button--small" onClick={() => go(last)} disabled={step === last}>
          {t`End`}
        </button>
      </div>
      <p className="xp__state" role="status" data-testid="replay-state" data-value={JSON.stringify(frame.value)} data-step={step}>
        {stepLabel ? (
          <Trans>
            Step {step} of {last} ({stepLabel}): {currentNames}
          </Trans>
        ) : (
          <Trans>
            Start, before step 1 of {last}: {currentNames}
          </Trans>
        )}
        {step === last && path.outcome ? (
          <>
            {' '}
            <Trans>The path ends in the outcome {path.outcome}.</Trans>
          </>
        ) : null}
      </p>
      {replay.diverged !== null ? (
        <p className="notice notice--error">
          <Trans>Step {replay.diverged + 1} does not reach the state the path expects.</Trans>
        </p>
      ) : null}
      <ol className="xr__steps" ref={stepsList}>
        {path.steps.map((s, i) => (
          <li key={i} aria-current={i + 1 === step ? 'step' : undefined}>
            <button type="button" className="xr__step" onClick={() => go(i + 1)}>
              {s.kind === 'done' || s.kind === 'error' ? <span className={`xr__kind xr__kind--${s.kind}`}>{s.kind}</span> : null}{' '}
              <code>{s.kind === 'event' ? [s.label, payloadSummary(s.event)].filter(Boolean).join(' ') : s.label}</code>
            </button>
          </li>
        ))}
      </ol>
    </div>
  );
}
