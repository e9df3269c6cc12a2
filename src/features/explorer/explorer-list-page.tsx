import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useCatalog, type FlowEntry } from './engine/engine';
import { ExplorerFrame, useExplorerTitle } from './explorer-frame';
import { coverageFigures } from './engine/export';
import { useFlowTitle } from './flow-titles';
import { usePlan } from './engine/plans';
import { FactItem } from '../../ui/facts';

/** /machines: every registered flow, with its size, its outcomes, its generated paths and their coverage. */
export function ExplorerListPage() {
  return (
    <ExplorerFrame>
      <MachineList />
    </ExplorerFrame>
  );
}

function MachineList() {
  const { t } = useLingui();
  useExplorerTitle(t`Machine explorer`);
  const flows = useCatalog();
  return (
    <div className="explorer__page">
      <h1>
        <Trans>Machine explorer</Trans>
      </h1>
      <p className="explorer__intro">
        <Trans>
          The portal's flows as statecharts, read from the same registry and generated paths the tests walk. Open one to see its diagram, play it, replay its
          paths or follow it live in another tab. Nothing here calls the server or shows customer data.
        </Trans>
      </p>
      {flows ? (
        <ul className="xl-list" aria-label={t`Registered flows`}>
          {flows.map((flow) => (
            <FlowCard key={flow.id} flow={flow} />
          ))}
        </ul>
      ) : (
        <span className="spinner" aria-hidden="true" />
      )}
    </div>
  );
}

function FlowCard({ flow }: { flow: FlowEntry }) {
  const { t } = useLingui();
  const { graph } = flow;
  const plan = usePlan(flow.id);
  const title = useFlowTitle()(flow);
  const outcomes = graph.states.filter((s) => s.outcome).map((s) => s.key);
  const stateCount = graph.states.length - 1;
  const transitionCount = graph.transitions.length;
  const figures = plan.status === 'ready' ? coverageFigures(plan.plan.coverage) : null;
  return (
    <li className="card xl-card" data-testid={`flow-${flow.id}`}>
      <h2 className="xl-card__title">
        <Link to="/machines/$flowId" params={{ flowId: flow.id }}>
          {title}
        </Link>
      </h2>
      <p className="xl-card__id">
        <code>{flow.id}</code>
      </p>
      <dl className="xl-facts">
        <FactItem label={<Trans>States</Trans>} testId="state-count">
          {stateCount}
        </FactItem>
        <FactItem label={<Trans>Transitions</Trans>} testId="transition-count">
          {transitionCount}
        </FactItem>
        <FactItem label={<Trans>Generated paths</Trans>} testId="path-count" busy={plan.status === 'pending'}>
          {plan.status === 'ready' ? plan.plan.paths.length : plan.status === 'failed' ? t`not available` : t`loading…`}
        </FactItem>
        <FactItem className="xl-facts__wide" label={<Trans>Outcomes</Trans>}>
          <ul className="xl-tags">
            {outcomes.map((o) => (
              <li key={o}>
                <code>{o}</code>
              </li>
            ))}
          </ul>
        </FactItem>
        <FactItem className="xl-facts__wide" label={<Trans>Coverage</Trans>} testId="coverage" busy={plan.status === 'pending'}>
          {figures ? (
            <Trans>
              states {figures.states.covered}/{figures.states.total}, transitions {figures.transitions.covered}/{figures.transitions.total}, outcomes{' '}
              {figures.outcomes.covered}/{figures.outcomes.total}
            </Trans>
          ) : plan.status === 'failed' ? (
            t`not available`
          ) : (
            t`measuring…`
          )}
        </FactItem>
      </dl>
    </li>
  );
}
