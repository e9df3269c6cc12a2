import type { ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { autoPayChooseMethodMachine } from '../../../../machines/autopay/auto-pay-choose-method';
import { laterChunk } from '../../../shell/prefetched-chunk';
import { StepScreen, type ScreenView } from './flow-screen';
import { LoadingStep } from './loading-step';

type Views = typeof import('./steps-chunk-views');

// The Auto Pay page's own chunk holds what its first screen shows (Enroll's first step, Manage's
// summary, the outcomes); the later steps' views are a later chunk (./steps-chunk-views.ts),
// fetched once that first screen is up, so they are there when the user moves on.
const laterSteps = laterChunk<Views>(() => import('./steps-chunk-views'));

/** Starts fetching the later steps' views (once the page's first screen shows). */
export const useLaterSteps = laterSteps.usePrefetch;

/** A later step's view, drawn at once when its code is here, else `fallback` (a busy note) until it is. */
export function LaterStep({ fallback = <LoadingStep />, children }: { fallback?: ReactNode; children: (views: Views) => ReactNode }) {
  return <laterSteps.Later fallback={fallback}>{children}</laterSteps.Later>;
}

/**
 * The method step of a parent flow's screen map (Enroll, Change method): the chooser its machine
 * invokes there, drawn in the parent's frame with the step's title and lead. Before the
 * chooser's code is here the frame shows with the title (its heading takes the focus as any new
 * screen's) and a busy note; the chooser then focuses its own heading as it mounts.
 */
export const chooserScreen =
  (chooser: ActorRefFrom<typeof autoPayChooseMethodMachine> | undefined, method: { title: ReactNode; lead: ReactNode }): ScreenView =>
  (frame) =>
    chooser ? (
      <LaterStep fallback={<StepScreen {...frame} shown={{ title: method.title, body: <LoadingStep /> }} />}>
        {({ ChooseMethodScreen }) => (
          <ChooseMethodScreen actor={chooser} testId={frame.testId} stepBar={frame.stepBar} title={method.title} lead={method.lead} />
        )}
      </LaterStep>
    ) : null;
