import { chromium, type Download, type Frame, type Page } from '@playwright/test';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { PDFDocument } from 'pdf-lib';
import { expect } from './fixtures';

/** Chromium's PDF viewer showing a file, and what the file holds to compare it with. */
export interface InViewer {
  /** the viewer's own page (an extension page): its toolbar has #title and #pagelength */
  viewer: Frame;
  /** the page count pdf-lib reads from the same file */
  pagesInFile: number;
}

/**
 * Opens a downloaded file, as the user saved it, in Chromium's own PDF viewer, and runs `check`
 * on the viewer while it is open. The browser tests' headless shell has no PDF viewer, so this
 * launches Debian's full Chromium (new headless mode, the browser with its viewer;
 * scripts/ensure-chromium.sh installs it beside the shell). The viewer's toolbar is in its shadow
 * DOM, which Playwright's locators reach; a file the viewer cannot read shows no page count.
 */
export async function inChromiumViewer(download: Download, check: (shown: InViewer) => Promise<void>): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'portal-pdf-'));
  const path = join(dir, download.suggestedFilename());
  await download.saveAs(path);
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_FULL_PATH ?? '/usr/bin/chromium', headless: true });
  try {
    const page = await browser.newPage();
    await page.goto(pathToFileURL(path).href);
    await check({ viewer: await viewerFrame(page), pagesInFile: (await PDFDocument.load(readFileSync(path))).getPageCount() });
  } finally {
    await browser.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The viewer is an extension page the PDF's tab embeds once the file is read. */
async function viewerFrame(page: Page): Promise<Frame> {
  const isViewer = (f: Frame) => f.url().startsWith('chrome-extension://');
  await expect.poll(() => page.frames().some(isViewer), { message: 'Chromium opened its PDF viewer', timeout: 15_000 }).toBe(true);
  return page.frames().find(isViewer)!;
}
