import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { signInAt } from './support/lang';

/**
 * The equipment page's device flow (machines/equipment/equipment-device.ts) in the browser: a restart runs
 * the reboot flow as a child, its outcome becomes the state shown, and restarting again is a
 * transition of the same flow. The reboot flow's own paths are walked in flows.spec.ts.
 */

/** Small server-side timings: the device is back 1 s after its restart; reads after 1 s, every 1 s, for 2 s. */
const QUICK = { config: { reboot: { offlineSeconds: 1, startDelaySeconds: 1, intervalSeconds: 1, durationSeconds: 2 } } };

async function pauseNow(page: Page): Promise<void> {
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
}

test('a device restarts, comes back online, and can be restarted again', async ({ page, backend }) => {
  await backend.post('/reset', { patch: QUICK });
  await backend.post('/clock', { advanceSeconds: 0 });
  await page.clock.install();
  await signInAt(page, 'owner@acme.example', '/services');
  await pauseNow(page);
  const router = page.getByTestId('equipment-eq_2');
  const status = page.getByTestId('reboot-status-eq_2');

  await router.getByRole('button', { name: 'Restart' }).click();
  await expect(router.getByTestId('connection-eq_2')).toHaveText('Restarting');
  await expect(router.getByRole('button', { name: 'Restarting…' })).toBeDisabled();
  await expect(status).toHaveAttribute('data-state', '"waitingToStart"');
  await backend.post('/clock', { advanceSeconds: 1 });
  await page.clock.runFor(1000);
  await expect(status).toHaveAttribute('data-state', '"online"');
  await expect(status).toHaveText('Restarted: it is back online.');
  await expect(router.getByTestId('connection-eq_2')).toHaveText('Online');

  // the second run is the same flow taking its restart transition again; this one fails
  await backend.fault('rebootEquipment', 'SERVICE_UNAVAILABLE');
  await router.getByRole('button', { name: 'Restart' }).click();
  await expect(status).toHaveAttribute('data-state', '"failed"');
  await expect(status).toHaveText('We could not restart it. Please try again.');
  // a failed restart leaves the device as it was last known
  await expect(router.getByTestId('connection-eq_2')).toHaveText('Online');
  await expect(router.getByRole('button', { name: 'Restart' })).toBeEnabled();
});

test('a standard user may restart equipment too (troubleshooting, src/domain/roles.ts)', async ({ page }) => {
  await signInAt(page, 'staff@acme.example', '/services');
  await expect(page.getByTestId('equipment-eq_2').getByRole('button', { name: 'Restart' })).toBeEnabled();
});
