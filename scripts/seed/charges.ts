import type { AccountPlan, Charge } from './plan';

// The monthly bill of a plan: service charges, add-ons, one-time items, then the taxes and
// fees computed from them, so a change of rate carries through to every total.

const PAPER_STATEMENT_FEE = 299; // billed while paperless is off
const BROADCAST_TV_SURCHARGE = 2199;
const VOICE_FEES_RATE = 0.18; // federal USF, E911 and regulatory recovery, as one line
const MOBILE_TAX_RATE = 0.085;
export const AUTO_PAY_DISCOUNT = 500; // matches config.autoPayDiscountCents
export const MOBILE_TAXES = 'Mobile taxes and surcharges';

export const sum = (items: { amount: number }[]): number => items.reduce((total, item) => total + item.amount, 0);

export function chargesFor(plan: AccountPlan, statementIndex: number): Charge[] {
  const items: Charge[] = [
    ...plan.services.filter((s) => s.section !== 'MOBILE').map((s): Charge => ({ section: s.section, description: s.name, amount: s.rate })),
    ...plan.recurring,
    ...(plan.monthly?.(statementIndex) ?? []),
    ...(plan.extras[statementIndex] ?? []),
  ];
  if (!plan.paperless) items.push({ section: 'OTHER', description: 'Paper statement fee', amount: PAPER_STATEMENT_FEE });
  if (plan.autoPay && plan.discountEligible) {
    items.push({ section: 'CREDITS', description: 'Auto Pay discount', amount: -AUTO_PAY_DISCOUNT });
  }

  // sales tax falls on the services and one-time work; voice and mobile carry their own fees,
  // and account fees (paper statement, late payment) are not taxed
  const taxable = items.filter((i) => i.amount > 0 && (i.section === 'INTERNET' || i.section === 'TV' || i.section === 'ONE_TIME'));
  const voice = items.filter((i) => i.section === 'VOICE');
  const mobile = items.filter((i) => i.section === 'MOBILE' && i.amount > 0);
  const taxes: Charge[] = [{ section: 'TAXES_FEES', description: 'State and local sales tax', amount: Math.round(sum(taxable) * plan.taxRate) }];
  if (voice.length > 0) {
    taxes.push({ section: 'TAXES_FEES', description: 'Voice taxes and regulatory fees', amount: Math.round(sum(voice) * VOICE_FEES_RATE) });
  }
  if (items.some((i) => i.section === 'TV')) {
    taxes.push({ section: 'TAXES_FEES', description: 'Broadcast TV surcharge', amount: BROADCAST_TV_SURCHARGE });
  }
  if (mobile.length > 0) {
    taxes.push({ section: 'TAXES_FEES', description: MOBILE_TAXES, amount: Math.round(sum(mobile) * MOBILE_TAX_RATE) });
  }
  return [...items, ...taxes];
}
