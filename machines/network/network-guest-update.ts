import { guestFormConfig, networkGuestSetup } from './network-guest-form';

/** A guest network changed (spec platform §7 "additional network update"; `updateAdditionalNetwork`): the chart of ./network-guest-form.ts. */
export const networkGuestUpdateMachine = networkGuestSetup.createMachine(guestFormConfig('networkGuestUpdate', 'updateAdditionalNetwork'));
