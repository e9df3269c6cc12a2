import { guestFormConfig, networkGuestSetup } from './network-guest-form';

/** A new guest network (spec platform §7 "additional network create"; `createAdditionalNetwork`): the chart of ./network-guest-form.ts. */
export const networkGuestCreateMachine = networkGuestSetup.createMachine(guestFormConfig('networkGuestCreate', 'createAdditionalNetwork'));
