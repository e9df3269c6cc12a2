import { walkGroup } from './flow-groups';

// The billing group of the registry's flows, walked against the real backend (flow-groups.ts).
await walkGroup('billing');
