import { mobileDataAlertsMachine } from '../../machines/mobile/data-alerts';
import { mobileDeviceSwapMachine } from '../../machines/mobile/device-swap';
import { mobileLineFeatureMachine } from '../../machines/mobile/line-feature';
import { mobileLineNicknameMachine } from '../../machines/mobile/line-nickname';
import { mobileUsageStateMachine } from '../../machines/mobile/usage-state';
import { mobileCalls } from './actors/mobile';
import { callActors, flowOf, noCalls } from './flow';

const calls = callActors(mobileCalls);

export const mobileLineNickname = flowOf('mobileLineNickname', mobileLineNicknameMachine, calls);
export const mobileLineFeature = flowOf('mobileLineFeature', mobileLineFeatureMachine, calls);
export const mobileDataAlerts = flowOf('mobileDataAlerts', mobileDataAlertsMachine, calls);
export const mobileDeviceSwap = flowOf('mobileDeviceSwap', mobileDeviceSwapMachine, calls);
// driven by the usage readings the page already has: no call of its own
export const mobileUsageState = flowOf('mobileUsageState', mobileUsageStateMachine, noCalls);
