import { billDeliveryMachine } from '../../machines/billing/bill-delivery';
import { billDeliverySwitchMachine } from '../../machines/billing/bill-delivery-switch';
import { cardExpiryFixMachine } from '../../machines/billing/card-expiry-fix';
import { scheduledPaymentCancelMachine } from '../../machines/billing/scheduled-payment-cancel';
import { scheduledPaymentsMachine } from '../../machines/billing/scheduled-payments';
import { billingSettingsCalls } from './actors/billing-settings';
import { callActors, flowOf, withChildren } from './flow';

// Scheduled payments, bill delivery and the at-risk fix: each parent provided with its child,
// each child with its own call
const calls = callActors(billingSettingsCalls);

export const scheduledPaymentCancel = flowOf('scheduledPaymentCancel', scheduledPaymentCancelMachine, calls);
export const scheduledPayments = flowOf('scheduledPayments', scheduledPaymentsMachine, withChildren(calls, scheduledPaymentCancel));
export const billDeliverySwitch = flowOf('billDeliverySwitch', billDeliverySwitchMachine, calls);
export const billDelivery = flowOf('billDelivery', billDeliveryMachine, withChildren(calls, billDeliverySwitch));
export const cardExpiryFix = flowOf('cardExpiryFix', cardExpiryFixMachine, calls);
