import { assign, type EventObject, type MachineContext } from 'xstate';
import type { ValidationIssue } from '../../src/domain/errors';

/**
 * A form whose rules answer a list of issues, one per field (src/domain: `inviteIssues`,
 * `credentialsIssues`), shown after a refused submit or the server's VALIDATION_FAILED: the parts
 * its machines share (the people invitation, an invitation's acceptance). Each machine names its
 * screen, its rules and its call; `refusableForm` (./form-save.ts) gives the open and refused states.
 */
export interface IssuesFormContext<TDraft> {
  draft: TDraft;
  /** the issues the form shows: the rules' after a refused submit, or the server's */
  issues: ValidationIssue[];
}

/** The action `typedField` names, for `setup({ actions: { fieldTyped: fieldTyped<...>() } })`. */
export const fieldTyped = <TDraft, TContext extends MachineContext & IssuesFormContext<TDraft>, TEvent extends EventObject>() =>
  assign<TContext, TEvent, { field: string; value: string }, TEvent, never>(({ context }, params) => ({
    ...context,
    draft: { ...context.draft, [params.field]: params.value },
    // a field typed again is no longer the refused one
    issues: context.issues.filter((i) => i.path[0] !== params.field),
  }));

/** `change`: the value typed into the draft, the form open again. */
export const typedField = {
  target: '.open' as const,
  actions: { type: 'fieldTyped' as const, params: ({ event }: { event: { field: string; value: string } }) => ({ field: event.field, value: event.value }) },
};
