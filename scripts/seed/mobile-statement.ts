import type { MobileStatementDetail } from '../../src/domain/mobile-statement';
import type { MobileAccountRecord, MobileDeviceRecord, MobileLineRecord, StatementRecord } from '../../src/server/store/records';
import type { z } from 'zod';

// The mobile fields billed with each statement of an account with mobile (spec platform §3):
// the mobile account number, the plan groups (a MOBILE line of the statement and the
// lines of the group it pays for) and the device installments (the statement's installment, n of the term).
// They must add up to the statement's MOBILE section, or the seed is refused.

type Line = z.infer<typeof MobileLineRecord>;
type Device = z.infer<typeof MobileDeviceRecord>;
type PlanGroup = z.infer<typeof MobileAccountRecord>['planGroups'][number];

export function mobileStatementDetail(
  statement: StatementRecord,
  mobileAccountNumber: string,
  groups: readonly PlanGroup[],
  lines: readonly Line[],
  devices: readonly Device[],
): MobileStatementDetail {
  const mobile = statement.lineItems.filter((li) => li.section === 'MOBILE');
  // which statement line pays for which plan group: the group's statementItem starts its description
  const planGroups = groups.flatMap((g) => {
    const item = mobile.find((li) => li.description.startsWith(g.statementItem));
    if (!item) return [];
    const covered = lines.filter((l) => l.planGroupId === g.id).map((l) => ({ lineName: l.lineName, lineNumber: l.lineNumber, planName: l.planName }));
    return [{ name: g.planName, amount: item.amount, lines: covered }];
  });
  const deviceInstallments = mobile
    .filter((li) => li.kind === 'DEVICE_INSTALLMENT')
    .map((li) => {
      const [, n, of] = /\((\d+) of (\d+)\)/.exec(li.description) ?? [];
      const device = devices.find((d) => d.financing && li.description.includes(d.model));
      const line = lines.find((l) => l.deviceId === device?.id);
      if (!device?.financing || !line || !n || !of) throw new Error(`${statement.id}: no financed device for "${li.description}"`);
      return {
        device: `${device.brand} ${device.model}`,
        lineNumber: line.lineNumber,
        installment: Number(n),
        termLength: Number(of),
        amount: li.amount,
        remainingBalance: device.financing.price - Number(n) * device.financing.monthlyDevicePayment,
      };
    });
  // a protection plan's line names the plan and the device: "Device Protection Plus: Galaxy S24"
  const additionalCharges = mobile
    .filter((li) => li.kind !== 'DEVICE_INSTALLMENT' && !groups.some((g) => li.description.startsWith(g.statementItem)))
    .map((li) => {
      const device = devices.find((d) => d.insurancePlanId && li.description.endsWith(`: ${d.model}`));
      const line = lines.find((l) => l.deviceId === device?.id);
      if (!device || !line) throw new Error(`${statement.id}: no insured device for "${li.description}"`);
      return { description: li.description, lineNumber: line.lineNumber, amount: li.amount };
    });
  const billed = mobile.reduce((t, li) => t + li.amount, 0);
  const detailed = [...planGroups, ...deviceInstallments, ...additionalCharges].reduce((t, x) => t + x.amount, 0);
  if (billed !== detailed) throw new Error(`${statement.id}: mobile fields ${detailed} do not add up to the MOBILE section ${billed}`);
  return { mobileAccountNumber, planGroups, deviceInstallments, ...(additionalCharges.length > 0 ? { additionalCharges } : {}) };
}
