import { existsSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { flows } from '../../machines/index';
import type { FlowModel } from '../../machines/model/model';
import { generatePaths, stateNodes, type FlowPath, type PathStep } from '../../machines/model/paths';
import { Backend, expect, signIn, test } from './support/fixtures';
import { signInAt } from './support/lang';

/**
 * The generated paths to every outcome of each flow, walked through the UI in Chromium with
 * Playwright's clock for the page's time and the test controls for the server's. A path can be
 * walked in a browser when every call is answered right after the step that starts it (the
 * model runner also walks the interleavings; a person cannot hold an answer back).
 */

interface Driver {
  /** opens the page and starts the flow */
  start: (page: Page, path: FlowPath, backend: Backend) => Promise<void>;
  /** does what a user step stands for */
  act: (page: Page, step: PathStep) => Promise<void>;
  /** checks the page shows the machine state the path is in after a step */
  shows: (page: Page, step: PathStep, path: FlowPath) => Promise<void>;
}

const drivers: Record<string, Driver> = {
  sessionTimeout: {
    start: async (page, path) => {
      await page.addInitScript((timing) => Object.assign(window, { __portalSessionTiming: timing }), path.input);
      await page.clock.install();
      await signIn(page, 'owner@acme.example');
      // freeze the page's time, then load the page again so the flow starts at the frozen instant
      await pauseNow(page);
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: 'Account Summary' })).toBeVisible();
      // the summary's last read (the quick pay card's) answered before the path moves the server's
      // clock: a read still out then would meet the ended session before the keep-alive does, and
      // sign the page out as any 401 does. React shows a lazy card's content on a 300 ms timer,
      // which the paused clock holds: 300 ms pass here, shorter than any of the flow's timers
      // (warning, countdown ticks and ping interval are whole seconds in the model).
      await page.clock.runFor(300);
      const quickPay = page.getByTestId('quick-pay-flow');
      await expect(quickPay).toBeVisible();
      await expect(quickPay).not.toHaveAttribute('aria-busy', 'true');
    },
    act: async (page, step) => {
      if (step.event.type === 'activity') await page.keyboard.press('Shift');
      else if (step.event.type === 'stay') await page.getByRole('button', { name: 'Stay signed in' }).click();
      else if (step.event.type === 'signOut') await page.getByTestId('session-timeout-dialog').getByRole('button', { name: 'Sign out' }).click();
      else if (step.event.type === 'remote.signedOut') {
        // another tab of the same session signs out from its header
        const other = await page.context().newPage();
        await other.goto('/account-summary');
        await other.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();
        // signed out there before that tab closes: closed at once, its sign-out could be cut off
        // before it reached the server and told this tab (1 run in 6 stayed signed in)
        await expect(other).toHaveURL(/\/login\?loggedOut=true$/);
        await other.close();
      } else throw new Error(`no UI for ${step.event.type}`);
    },
    shows: async (page, step, path) => {
      const dialog = page.getByTestId('session-timeout-dialog');
      const value = JSON.stringify(step.state);
      if (value.includes('warning')) {
        await expect(dialog).toBeVisible();
        await expect(page.getByRole('button', { name: 'Stay signed in' })).toBeFocused();
      } else if (value.includes('active')) await expect(dialog).toBeHidden();
      // an idle timeout (the page's or the server's) keeps where the user was, to come back to after
      // signing in again; a sign-out, here or in another tab, does not
      else if (value === '"timedOut"' || (value === '"ended"' && path.actorOutcomes.some((o) => o.endsWith(':sessionGone'))))
        await expect(page).toHaveURL(/\/login\?loggedOut=true&targetUrl=%2Faccount-summary$/);
      else if (['"signedOut"', '"ended"'].includes(value)) await expect(page).toHaveURL(/\/login\?loggedOut=true$/);
    },
  },
  equipmentReboot: {
    start: async (page, path) => {
      await page.clock.install();
      await signInAt(page, 'owner@acme.example', '/services');
      await pauseNow(page);
      await page
        .getByTestId(`equipment-${String(path.input.equipmentId)}`)
        .getByRole('button', { name: 'Restart' })
        .click();
    },
    act: async (_page, step) => {
      throw new Error(`no UI for ${step.event.type}`);
    },
    shows: async (page, step, path) => {
      await expect(page.getByTestId(`reboot-status-${String(path.input.equipmentId)}`)).toHaveAttribute('data-state', JSON.stringify(step.state));
    },
  },
};

/** Freezes the page's clock a moment after its own now (the page, not this process, owns that time). */
async function pauseNow(page: Page): Promise<void> {
  const pageNow = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(pageNow + 1000);
}

/**
 * The browser specs that walk flows' outcomes themselves (each outcome caused on the server and
 * checked in the store), and the flows each walks: those need no driver here.
 */
const SPEC_WALKS: Record<string, string[]> = {
  'payment.spec.ts': ['oneTimePayment', 'payBill'],
  // the balance choice's both outcomes (chosen, cancelled), each choice and Back to it, paid through to the store
  'payment-dual-balance-screenshots.spec.ts': ['oneTimePayment', 'balanceChoice'],
  'quick-pay.spec.ts': ['quickPay'],
  'billing-notices.spec.ts': ['billingNotices'],
  'restoration.spec.ts': ['serviceRestoration'],
  // choosing a method: chosen, Back (to the amount) and Cancel on Enroll's method step; chosen on Change method's
  'autopay-enroll.spec.ts': ['autoPay', 'autoPayEnroll', 'autoPayChooseMethod'],
  'autopay-add-method.spec.ts': ['autoPayEnroll', 'autoPayChangeMethod', 'autoPayAddMethod', 'autoPayChooseMethod'],
  'autopay-manage.spec.ts': ['autoPay', 'autoPayManage', 'autoPayChangeMethod', 'autoPayChangeDate', 'autoPayCancel', 'autoPayChooseMethod'],
  'equipment.spec.ts': ['equipmentDevice'],
  'equipment-device.spec.ts': ['equipmentNickname'],
  'network.spec.ts': [
    'equipmentDevice',
    'networkSettings',
    'networkWifi',
    'networkForwardCreate',
    'networkReservationCreate',
    'networkReserveDevice',
    'networkRecordDelete',
    'networkGuestCreate',
    'networkGuestUpdate',
    'networkDns',
    'networkToggle',
    'routerFactoryReset',
  ],
  'session.spec.ts': ['signIn'],
  'invitation.spec.ts': ['invitationAccept'],
  'wallet.spec.ts': ['walletPage', 'walletAddMethod', 'walletEditCard', 'walletDeleteMethod', 'paymentStores'],
  'scheduled-payments.spec.ts': ['scheduledPayments', 'scheduledPaymentCancel'],
  'bill-delivery.spec.ts': ['billDelivery', 'billDeliverySwitch'],
  'payment-risk.spec.ts': ['cardExpiryFix'],
  'statements.spec.ts': ['statementViewer', 'statementPdf'],
  'statements-calls.spec.ts': ['statementViewer', 'callDetailVerification'],
  'statements-mobile.spec.ts': ['statementViewer'],
  'activity.spec.ts': ['paymentHistory', 'accountActivity'],
  'profile.spec.ts': ['profileSettings', 'otpVerification', 'notificationPreferencesEdit'],
  'profile-settings-forms.spec.ts': ['contactForm', 'securityQuestionEdit', 'marketingSettingsEdit'],
  'people.spec.ts': ['peoplePage', 'peopleInvite', 'peopleRole', 'peopleAccess'],
  // every outcome of the mobile changes caused on the server; the usage state followed on a line's page
  'mobile.spec.ts': ['mobileLineNickname', 'mobileLineFeature', 'mobileDataAlerts', 'mobileDeviceSwap', 'mobileUsageState'],
};
/** The specs that walk the flow `flowId`. */
const specsWalking = (flowId: string) => Object.keys(SPEC_WALKS).filter((spec) => SPEC_WALKS[spec]!.includes(flowId));

function walkableInBrowser(model: FlowModel, path: FlowPath): boolean {
  const invoking = new Set(
    stateNodes(model.machine)
      .filter((n) => n.invoke.length > 0)
      .map((n) => n.path.join('.')),
  );
  const calling = (state: PathStep['state']) => [...invoking].some((p) => JSON.stringify(state).includes(`"${p.split('.').at(-1)}"`));
  return path.steps.every((step, i) => {
    if (step.event.type === 'remote.activity') return false; // covered by the two-tab test
    const next = path.steps[i + 1];
    return !next || !calling(step.state) || next.kind === 'done' || next.kind === 'error';
  });
}

for (const flow of flows) {
  const driver = drivers[flow.id];
  test.describe(`${flow.title} in the browser`, () => {
    test('is walked in the browser', () => {
      const specs = specsWalking(flow.id);
      const present = specs.filter((spec) => existsSync(new URL(`./${spec}`, import.meta.url)));
      expect(driver !== undefined || (specs.length > 0 && present.length === specs.length), `${flow.id} needs a driver here or its own browser spec`).toBe(
        true,
      );
    });
    if (!driver) return;
    const paths = generatePaths(flow).filter((p) => p.outcome && walkableInBrowser(flow, p));
    const outcomes = new Set(paths.map((p) => p.outcome));
    test('walks a path to every outcome', () =>
      expect([...outcomes].sort()).toEqual(
        Object.values(flow.machine.root.states)
          .filter((s) => s.type === 'final')
          .map((s) => s.key)
          .sort(),
      ));

    for (const path of paths) {
      test(`${path.id} → ${path.outcome}: ${path.steps.map((s) => s.label).join(' · ')}`, async ({ page, backend }) => {
        await backend.post('/reset', flow.world.patch ? { patch: flow.world.patch } : {});
        // frozen where the server's own clock stands: from here the test moves it, as it moves the page's
        await backend.post('/clock', { advanceSeconds: 0 });
        await arrange(backend, path.steps[0]);
        await driver.start(page, path, backend);
        for (const [i, step] of path.steps.entries()) {
          await arrange(backend, path.steps[i + 1]);
          if (step.kind === 'after') {
            const ms = delayOf(flow, path, step);
            await page.clock.runFor(ms);
            await backend.post('/clock', { advanceSeconds: ms / 1000 });
          } else if (step.kind === 'event') {
            await driver.act(page, step);
          } // done and error steps: the real server answers the call the previous step started
          // a call is answered at once in a browser: the state it waits in may already be gone
          const answeredNext = path.steps[i + 1]?.kind === 'done' || path.steps[i + 1]?.kind === 'error';
          if (!answeredNext) await driver.shows(page, step, path);
        }
      });
    }
  });
}

async function arrange(backend: Backend, step: PathStep | undefined): Promise<void> {
  const cause = step?.outcome?.cause;
  if (!cause || cause.kind === 'answer' || cause.kind === 'child' || cause.kind === 'lostAnswer') return;
  if (cause.kind === 'serverClock') await backend.post('/clock', { advanceSeconds: cause.advanceSeconds });
  else await backend.post('/faults', { operation: cause.operation, errorCode: cause.errorCode, times: 1, ...(cause.issues ? { issues: cause.issues } : {}) });
}

/** The page's delays, from the model's timing inputs and the (patched) server guidance. */
function delayOf(flow: FlowModel, path: FlowPath, step: PathStep): number {
  const input = path.input as Record<string, number>;
  const reboot = (flow.world.patch as { config?: { reboot?: Record<string, number> } } | undefined)?.config?.reboot ?? {};
  const table: Record<string, number | undefined> = {
    warningAfter: input.warningAfterMs,
    pingInterval: input.pingIntervalMs,
    oneSecond: 1000,
    startDelay: reboot.startDelaySeconds === undefined ? undefined : reboot.startDelaySeconds * 1000,
    interval: reboot.intervalSeconds === undefined ? undefined : reboot.intervalSeconds * 1000,
  };
  const ms = table[step.delay ?? ''];
  if (ms === undefined) throw new Error(`${flow.id}: unknown delay ${step.delay}`);
  return ms;
}
