import type { ActivationState } from './mobile-activation-status';
import type { ActivationIssue } from './mobile-port-request';

// What an activation call checks before anything is done (spec platform §7 "activate mobile line
// v1 and v2 (return errors, warnings, success, data)"; §8 each with message, fields and code).
// v2 checks a physical SIM further than v1: v2 refuses a PSIM line whose SIM number was not read
// back from the card (confirmedIccId), which v1 accepts with a warning; a client refused by v2
// for that reason falls back to v1 (docs/decisions/047-mobile-orders-activation-routes.md).

export type ActivationVersion = 1 | 2;

export interface ActivationAsk {
  numberType: string;
  zip?: string | null;
  confirmedIccId?: string | null;
  hasPortIn: boolean;
}

const issue = (fields: string[], code: string, message: string): ActivationIssue => ({ fields, code, message });

export function activationIssues(
  version: ActivationVersion,
  line: { simType: 'PSIM' | 'ESIM'; iccId: string; state: ActivationState },
  ask: ActivationAsk,
): { errors: ActivationIssue[]; warnings: ActivationIssue[] } {
  const errors: ActivationIssue[] = [];
  const warnings: ActivationIssue[] = [];
  if (line.state !== 'READY_FOR_ACTIVATION' && line.state !== 'FAILED') {
    errors.push(issue([], 'activation.notReady', 'This line is not waiting to be activated'));
    return { errors, warnings };
  }
  if (ask.numberType === 'NEW_NUMBER') {
    if (!/^\d{5}$/.test(ask.zip ?? '')) errors.push(issue(['zip'], 'activation.zip', 'Enter the 5-digit ZIP code the new number is for'));
  } else if (ask.numberType === 'PORT_IN') {
    if (!ask.hasPortIn) errors.push(issue(['portIn'], 'activation.portInRequired', 'Enter the number to bring and its old account'));
  } else {
    errors.push(issue(['numberType'], 'activation.numberType', 'Choose a new number or bring a number'));
  }
  if (line.simType === 'PSIM') {
    const confirmed = (ask.confirmedIccId ?? '').replace(/\s/g, '');
    if (confirmed && confirmed !== line.iccId)
      errors.push(issue(['confirmedIccId'], 'activation.iccIdMismatch', 'The SIM card number does not match the SIM sent for this line'));
    else if (!confirmed && version === 2) errors.push(issue(['confirmedIccId'], 'activation.iccIdUnconfirmed', 'Enter the number printed on the SIM card'));
    else if (!confirmed)
      warnings.push(
        issue(['confirmedIccId'], 'activation.iccIdNotChecked', 'The SIM card number was not checked: make sure the SIM in the device is the one sent'),
      );
  } else {
    warnings.push(issue([], 'activation.esimWifi', 'Keep the device on Wi-Fi while the eSIM profile downloads'));
  }
  return { errors, warnings };
}
