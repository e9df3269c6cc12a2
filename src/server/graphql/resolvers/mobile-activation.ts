import { z } from 'zod';
import { activationAt, type ActivationState } from '../../../domain/mobile-activation-status';
import { activationIssues, type ActivationVersion } from '../../../domain/mobile-activation-request';
import { LineNickname } from '../../../domain/mobile-line-nickname';
import { portingEligibility } from '../../../domain/mobile-port-eligibility';
import { parsePortInRequest, portPreflight, type ActivationIssue, type PortInRequest } from '../../../domain/mobile-port-request';
import { canResubmit, portStateAt } from '../../../domain/mobile-port-timeline';
import { mobileRefusal } from '../../../domain/roles';
import type { Caller } from '../../context';
import { ApiError } from '../../errors';
import { oldCarrierAnswer, portAttempt } from '../../old-carrier';
import { parseInput } from '../../rest/parse';
import type { LineActivationRecord, Store } from '../../store/records';
import { activationOf, type OrdersReadContext } from '../../views/mobile-orders';
import type { ResolverContext } from '../resolver-context';
import { ownRecord } from './checks';

// The activation writes (spec platform §7 updateLineActivationDetails, activate mobile line v1 and
// v2; §8 errors and warnings with message, fields and code), and a port-in sent again after its
// old carrier's exception. Each checks its armed fault, then the role (ADMIN, PRIMARY), then
// parses its input with the domain's rules, and writes in one transaction the audit trail
// records. A refusal of the request itself is answered as errors (success false, nothing
// written); a role, a missing line or a fault is a GraphQL error. The PIN and old account number
// are compared by the simulated old carrier (src/server/old-carrier.ts) and never kept.

/** A new line's activation takes this long on the server clock. */
const ACTIVATION_SECONDS = 20;

const AddressInput = z.object({ addressLine1: z.string(), addressLine2: z.string().nullish(), city: z.string(), state: z.string(), zip: z.string() }).strict();
const PortInInput = z
  .object({
    phoneNumber: z.string(),
    carrierId: z.string(),
    accountNumber: z.string(),
    pin: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    businessName: z.string().nullish(),
    billingAddress: AddressInput,
  })
  .strict();
const DetailsInput = z
  .object({
    lineId: z.string().min(1),
    lineName: z.optional(LineNickname),
    iccId: z
      .string()
      .regex(/^\d{19,20}$/, 'activation.iccId')
      .optional(),
  })
  .strict();
const ActivateInput = z
  .object({ lineId: z.string().min(1), numberType: z.string(), zip: z.string().nullish(), confirmedIccId: z.string().nullish(), portIn: PortInInput.nullish() })
  .strict();
const ResubmitInput = z.object({ lineId: z.string().min(1), portIn: PortInInput }).strict();

function assertMobileChange(caller: Caller): void {
  const refusal = mobileRefusal(caller.user.role);
  if (refusal) throw new ApiError('FORBIDDEN', 'Only account administrators can change mobile settings', [{ path: [], code: 'custom', message: refusal }]);
}

const readContext = ({ server, caller }: ResolverContext): OrdersReadContext => ({
  state: server.store.state,
  accountId: caller.account.id,
  now: server.clock.now(),
});

function stateOf(record: LineActivationRecord, now: Date): ActivationState {
  return activationAt(record, record.portIn ? portStateAt(record.portIn.attempts, now) : null, now).state;
}

const refusedWith = (errors: ActivationIssue[], warnings: ActivationIssue[] = []) => ({ success: false, errors, warnings, data: null });

/** The port-in's own checks: its fields, whether the number can come, and what its carrier refuses on its face. */
function checkPortIn(
  state: Store,
  accountId: string,
  lineId: string,
  input: unknown,
): { request: PortInRequest; errors: [] } | { request: null; errors: ActivationIssue[] } {
  const parsed = parsePortInRequest((input ?? {}) as Record<string, unknown>, state.carriers);
  if ('errors' in parsed) return { request: null, errors: parsed.errors.map((e) => ({ ...e, fields: e.fields.map((f) => `portIn.${f}`) })) };
  const { request } = parsed;
  const numbers = [
    ...state.mobileLines.map((l) => ({ accountId: l.accountId, number: l.lineNumber })),
    // the number this line is already bringing is its own, not another line's
    ...state.lineActivations.flatMap((a) => (a.portIn && a.id !== lineId ? [{ accountId: a.accountId, number: a.portIn.phoneNumber }] : [])),
  ];
  const eligibility = portingEligibility(request.phoneNumber, {
    onThisAccount: numbers.filter((n) => n.accountId === accountId).map((n) => n.number),
    onOtherAccounts: numbers.filter((n) => n.accountId !== accountId).map((n) => n.number),
    notPortablePrefixes: state.config.notPortablePrefixes ?? [],
  });
  if (!eligibility.isEligible)
    return { request: null, errors: [{ fields: ['portIn.phoneNumber'], code: eligibility.reason!, message: 'This number cannot be brought' }] };
  const carrier = state.carriers.find((c) => c.id === request.carrierId)!;
  const preflight = portPreflight(request, carrier);
  if (preflight.length > 0) return { request: null, errors: preflight.map((e) => ({ ...e, fields: e.fields.map((f) => `portIn.${f}`) })) };
  return { request, errors: [] };
}

/** What the line keeps of a port-in: never the PIN; of the old account number its last four. */
function portInRecord(request: PortInRequest, attempts: NonNullable<LineActivationRecord['portIn']>['attempts']): NonNullable<LineActivationRecord['portIn']> {
  return {
    phoneNumber: request.phoneNumber,
    carrierId: request.carrierId,
    accountNumberLast4: request.accountNumber.slice(-4),
    firstName: request.firstName,
    lastName: request.lastName,
    businessName: request.businessName,
    billingAddress: request.billingAddress,
    attempts,
  };
}

/** A new number in the area of the ZIP code given: the first free one of the provider's block. */
function newNumber(state: Store, zip: string): string {
  const area = zip.startsWith('53') ? '414' : '608';
  const taken = new Set([...state.mobileLines.map((l) => l.lineNumber), ...state.lineActivations.flatMap((a) => (a.lineNumber ? [a.lineNumber] : []))]);
  for (let n = 200; n < 10000; n += 1) {
    const candidate = `${area}555${String(n).padStart(4, '0')}`;
    if (!taken.has(candidate)) return candidate;
  }
  throw new ApiError('CONFLICT', 'No number is free in that area', [{ path: ['zip'], code: 'custom', message: 'activation.noNumber' }]);
}

function activate(version: ActivationVersion) {
  const operation = version === 2 ? 'activateMobileLineV2' : 'activateMobileLine';
  return (args: { input: unknown }, context: ResolverContext) => {
    const { server, caller } = context;
    server.faults.failIfArmed(operation);
    assertMobileChange(caller);
    const input = parseInput(ActivateInput, args.input);
    const record = ownRecord(server.store.state.lineActivations, input.lineId, caller, 'Line');
    const now = server.clock.now();
    const { errors, warnings } = activationIssues(
      version,
      { simType: record.simType, iccId: record.iccId, state: stateOf(record, now) },
      { numberType: input.numberType, zip: input.zip, confirmedIccId: input.confirmedIccId, hasPortIn: Boolean(input.portIn) },
    );
    if (errors.length > 0) return refusedWith(errors, warnings);
    let port: { request: PortInRequest } | null = null;
    if (input.numberType === 'PORT_IN') {
      const checked = checkPortIn(server.store.state, caller.account.id, record.id, input.portIn);
      if (!checked.request) return refusedWith(checked.errors, warnings);
      port = { request: checked.request };
    }
    // the simulated network fails an activation when the test fault activationFailed is armed
    const fails = server.faults.consume('activationFailed');
    server.store.transact((draft) => {
      const target = draft.lineActivations.find((a) => a.id === record.id)!;
      target.errorCode = null;
      target.errorDescription = null;
      target.errorCategory = null;
      target.provisioningStatus = 'PROVISIONING';
      if (port) {
        const carrier = draft.carriers.find((c) => c.id === port.request.carrierId)!;
        target.activationStatus = 'PORT_IN_PROGRESS';
        target.completesAt = null;
        target.outcome = null;
        target.portIn = portInRecord(port.request, [portAttempt(carrier, oldCarrierAnswer(carrier, port.request), now)]);
      } else {
        target.activationStatus = 'IN_PROGRESS';
        target.lineNumber = newNumber(draft, input.zip!);
        target.completesAt = new Date(now.getTime() + ACTIVATION_SECONDS * 1000).toISOString();
        target.outcome = fails ? 'FAILED' : target.callToActivate ? 'NEEDS_CALL' : 'ACTIVE';
        if (fails) {
          target.errorCode = 'PROVISIONING_FAILED';
          target.errorDescription = 'The network could not set up the line. Try again.';
          target.errorCategory = 'NETWORK';
        }
      }
    });
    const saved = server.store.state.lineActivations.find((a) => a.id === record.id)!;
    return { success: true, errors: [], warnings, data: activationOf(readContext(context), saved) };
  };
}

export const mobileActivationResolvers = {
  updateLineActivationDetails: (args: { input: unknown }, context: ResolverContext) => {
    const { server, caller } = context;
    server.faults.failIfArmed('updateLineActivationDetails');
    assertMobileChange(caller);
    const { lineId, lineName, iccId } = parseInput(DetailsInput, args.input);
    const record = ownRecord(server.store.state.lineActivations, lineId, caller, 'Line');
    const state = stateOf(record, server.clock.now());
    if (state !== 'READY_FOR_ACTIVATION' && state !== 'FAILED') {
      throw new ApiError('CONFLICT', 'This line is not waiting to be activated', [{ path: [], code: 'custom', message: 'activation.notReady' }]);
    }
    server.store.transact((draft) => {
      const target = draft.lineActivations.find((a) => a.id === lineId)!;
      if (lineName !== undefined) target.lineName = lineName;
      if (iccId !== undefined) target.iccId = iccId;
    });
    return activationOf(
      readContext(context),
      server.store.state.lineActivations.find((a) => a.id === lineId)!,
    );
  },

  activateMobileLine: activate(1),
  activateMobileLineV2: activate(2),

  /** Only after the old carrier's exception; every field again (the PIN and account number are not kept). Restarts the old carrier's clock. */
  resubmitPortIn: (args: { input: unknown }, context: ResolverContext) => {
    const { server, caller } = context;
    server.faults.failIfArmed('resubmitPortIn');
    assertMobileChange(caller);
    const input = parseInput(ResubmitInput, args.input);
    const record = ownRecord(server.store.state.lineActivations, input.lineId, caller, 'Line');
    const now = server.clock.now();
    if (!record.portIn || !canResubmit(record.portIn.attempts, now)) {
      return refusedWith([{ fields: [], code: 'port.notResubmittable', message: 'Only a port-in the old carrier came back on can be sent again' }]);
    }
    const checked = checkPortIn(server.store.state, caller.account.id, record.id, input.portIn);
    if (!checked.request) return refusedWith(checked.errors);
    const request = checked.request;
    server.store.transact((draft) => {
      const target = draft.lineActivations.find((a) => a.id === record.id)!;
      const carrier = draft.carriers.find((c) => c.id === request.carrierId)!;
      target.portIn = portInRecord(request, [...record.portIn!.attempts, portAttempt(carrier, oldCarrierAnswer(carrier, request), now)]);
    });
    const warning = { fields: [], code: 'port.clockRestarted', message: 'Sending it again restarts the old carrier’s time to answer' };
    return {
      success: true,
      errors: [],
      warnings: [warning],
      data: activationOf(
        readContext(context),
        server.store.state.lineActivations.find((a) => a.id === record.id)!,
      ),
    };
  },
};
