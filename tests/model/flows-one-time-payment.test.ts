import { walkGroup } from './flow-groups';

// The oneTimePayment group of the registry's flows, walked against the real backend (flow-groups.ts).
await walkGroup('oneTimePayment');
