import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { securityQuestionEditMachine } from '../../../machines/profile/security-question-edit';
import { SECURITY_QUESTIONS, securityQuestionErrors, type SecurityQuestionIssue, type SecurityQuestionState } from '../../domain/security-question';
import { useFormat } from '../../i18n/format';
import { Fact } from '../../ui/facts';
import { StepActions } from '../../ui/flow-steps/step-actions';
import { StepForm } from '../../ui/flow-steps/step-form';
import { fieldId } from '../../ui/payment-method/field-id';
import { fieldState } from '../../ui/payment-method/field-state';
import { TextField } from '../../ui/payment-method/text-field';
import { SelectField } from '../../ui/select-field';
import { useShownErrors } from '../../ui/use-shown-errors';
import { QUESTION_LABELS, SECURITY_ISSUE_LABELS } from './labels';

const ORDER = ['questionId', 'answer', 'currentPassword'];
const idOf = (field: string) => fieldId(`security.${field}`);
const isIssue = (code: string): code is SecurityQuestionIssue => Object.hasOwn(SECURITY_ISSUE_LABELS, code);

/** Which question is set and since when (never the answer), or that none is. */
export function SecurityQuestionSummary({ question }: { question: SecurityQuestionState | null }) {
  const { t } = useLingui();
  const format = useFormat();
  if (!question)
    return (
      <p className="card__text" data-testid="security-question-none">
        <Trans>No security question is set. It helps us confirm it's you if you call us or can't sign in.</Trans>
      </p>
    );
  const day = format.date(question.updatedOn, 'medium');
  return (
    <dl className="facts" data-testid="security-question-set">
      <Fact label={<Trans>Question</Trans>}>{t(QUESTION_LABELS[question.questionId])}</Fact>
      <Fact label={<Trans>Answer</Trans>}>
        <Trans>Set on {day}. It's kept secret: nobody can read it, not even us.</Trans>
      </Fact>
    </dl>
  );
}

/**
 * The security question form (the securityQuestionEdit flow): a question from the list, the
 * answer and the current password. The rules are the flow's (src/domain/security-question.ts).
 */
export function SecurityQuestionForm({ actor }: { actor: ActorRefFrom<typeof securityQuestionEditMachine> }) {
  const { t } = useLingui();
  const snapshot = useSelector(actor, (s) => s);
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => title.current?.focus(), []);
  const { draft, username, saveError, tried } = snapshot.context;
  const errors = securityQuestionErrors(draft, username);
  const { shown, touch, alertField } = useShownErrors(errors, tried, ORDER, snapshot.hasTag('refused'), idOf);
  if (snapshot.status === 'done') return null;
  const saving = snapshot.hasTag('busy');
  const errorText = (code: string) => (isIssue(code) ? t(SECURITY_ISSUE_LABELS[code]) : code);
  const errorOf = (field: string) => {
    const code = shown(field);
    return code ? errorText(code) : null;
  };
  const field = (name: 'answer' | 'currentPassword') => fieldState(name, { shown, touch, alertField, errorText }, `security.${name}`);
  return (
    <section className="security-form" aria-labelledby="security-form-title" data-testid="security-question-form">
      <h3 id="security-form-title" ref={title} tabIndex={-1} className="contact-form__title">
        <Trans>Set your security question</Trans>
      </h3>
      <StepForm busy={saving} aria-busy={saving || undefined} onSubmit={() => actor.send({ type: 'save' })}>
        {saveError ? (
          <p className="field__error" role="alert" data-testid="security-save-error">
            {isIssue(saveError) ? (
              t(SECURITY_ISSUE_LABELS[saveError])
            ) : (
              <Trans>Your security question couldn't be saved. Nothing was changed. Please try again.</Trans>
            )}
          </p>
        ) : null}
        <SelectField
          id={idOf('questionId')}
          label={<Trans>Question</Trans>}
          value={draft.questionId}
          onValue={(questionId) => actor.send({ type: 'question.set', questionId })}
          onBlur={() => touch('questionId')}
          error={errorOf('questionId')}
          announce={alertField === 'questionId'}
        >
          <option value="">{t`Choose a question`}</option>
          {SECURITY_QUESTIONS.map((id) => (
            <option key={id} value={id}>
              {t(QUESTION_LABELS[id])}
            </option>
          ))}
        </SelectField>
        <TextField
          {...field('answer')}
          label={<Trans>Answer</Trans>}
          hint={<Trans>4 to 64 characters. Capitals and extra spaces don't matter. Not your password or username.</Trans>}
          value={draft.answer}
          onValue={(answer) => actor.send({ type: 'answer.set', answer })}
          autoComplete="off"
          spellCheck={false}
          maxLength={128}
        />
        <TextField
          {...field('currentPassword')}
          label={<Trans>Current password</Trans>}
          hint={<Trans>To make sure it's you.</Trans>}
          type="password"
          value={draft.currentPassword}
          onValue={(password) => actor.send({ type: 'password.set', password })}
          autoComplete="current-password"
          maxLength={128}
        />
        <StepActions
          snapshot={{ can: (e) => e.type === 'cancel' && snapshot.can(e) }}
          send={() => actor.send({ type: 'cancel' })}
          busy={saving}
          primary={<Trans>Save security question</Trans>}
        />
      </StepForm>
    </section>
  );
}
