import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { NOT_REACHED_BY_CLICKING } from './support/crawl/allowances';
import { crawl, watchPage } from './support/crawl/crawler';
import { englishOnSpanishPage, tableMismatches } from './support/crawl/page-checks';
import { demoSignIns } from './support/crawl/demo-sign-ins';
import { englishSources } from './support/crawl/english-sources';
import { expect, test } from './support/fixtures';
import { LANGS, signInWithLanguage } from './support/lang';

// What a user reads is right, and every link reaches a page: every demo account, in both
// languages, crawled from the account summary by its links (support/crawl/crawler.ts); each page
// reached is checked there. Then every built page must have been reached in some account.
//
// An account's primary user is crawled in both languages. Its other users (another role in the
// same account: fewer controls, some pages closed) are crawled in Spanish only: a Spanish crawl
// makes every check an English one does, and also looks for English left on the page, so it is
// the one that finds what a role shows and the primary does not.
//
// axe runs on every page of every Spanish crawl, and of the English crawl of the first demo
// sign-in: a page's structure, names and contrast are the same in both languages, so the other
// English crawls would repeat the Spanish ones' axe checks on the same pages (the English one left
// keeps the English pages themselves under axe).
const SOURCES = englishSources();
const SIGN_INS = demoSignIns();
const CRAWLS = SIGN_INS.flatMap(({ username, role }) =>
  (role === 'PRIMARY' ? LANGS : LANGS.filter((lang) => lang === 'es')).map((lang) => ({
    username,
    lang,
    axe: lang === 'es' || username === SIGN_INS[0]!.username,
  })),
);

/** Where each crawl leaves the routes it reached, for the reachability test (this run's output only). */
const reachedDir = () => join(test.info().project.outputDir, 'crawl-reached');
const reachedFile = (crawl: { username: string; lang: string }) => join(reachedDir(), `${crawl.username}-${crawl.lang}.json`);
interface Reached {
  routes: string[];
  built: { id: string; path: string }[];
}

for (const { username, lang, axe } of CRAWLS)
  test(`crawl from the summary: ${username} in ${lang}`, async ({ page }) => {
    // one crawl visits a whole account's pages: up to 40 of them
    test.setTimeout(180_000);
    await page.addInitScript(watchPage);
    await signInWithLanguage(page, username, lang);
    const result = await crawl(page, lang, SOURCES, { axe });
    const counts = `${result.pages.length} pages visited, ${result.edges.length} links followed, ${result.tables} tables checked`;
    test.info().annotations.push({ type: 'crawl', description: `${username} in ${lang}: ${counts}` });
    console.log(`crawl ${username} in ${lang}: ${counts}`);
    mkdirSync(reachedDir(), { recursive: true });
    const reached: Reached = { routes: [...new Set(result.pages.map((p) => p.route))], built: result.builtRoutes };
    writeFileSync(reachedFile({ username, lang }), JSON.stringify(reached));
    expect(result.failures).toEqual([]);
  });

// The crawl's own checks, on a page made to fail them: a row narrower than the headers (a cell
// spanning two rows and one spanning two columns counted), English in Spanish, and what passes.
test('the crawl checks find a table row narrower than its headers and English on a Spanish page', async ({ page }) => {
  await page.setContent(
    `<!doctype html><html lang="es"><head><title>Comprobación</title></head><body><main><h1>Pagos</h1>
     <table><caption>Pagos</caption><thead><tr><th>Fecha</th><th>Monto</th><th>Estado</th></tr></thead>
     <tbody><tr><td rowspan="2">1 de mayo</td><td colspan="2">Pagado</td></tr><tr><td>$5.00</td><td>Pagado</td></tr><tr><td>2 de mayo</td><td>$6.00</td></tr></tbody></table>
     <table><thead><tr><th colspan="2">Método</th></tr></thead><tbody><tr><td>Visa</td><td>7731</td></tr></tbody></table>
     <p>Account activity</p><p>Actividad de la cuenta</p><p lang="en">Account activity</p><input aria-label="Monto" placeholder="Amount"></main></body></html>`,
  );
  expect(await tableMismatches(page)).toEqual({ tables: 2, mismatches: ['"Pagos": 3 column headers, 2 cells in the row "2 de mayo"'] });
  expect(await englishOnSpanishPage(page, SOURCES, [])).toEqual(['"Account activity"', 'placeholder "Amount"']);
  expect(await englishOnSpanishPage(page, SOURCES, ['Account activity', 'Amount'])).toEqual([]);
});

// Declared last, so that it starts after every crawl has started: it waits for their routes.
test('every built page is reached by clicking from the summary, in some demo account and language', async () => {
  test.setTimeout(300_000);
  const missing = () => CRAWLS.filter((c) => !existsSync(reachedFile(c))).map((c) => `${c.username} in ${c.lang}`);
  await expect.poll(missing, { message: 'every crawl of this run has reported its routes', timeout: 280_000, intervals: [1_000] }).toEqual([]);
  const reports = CRAWLS.map((c) => JSON.parse(readFileSync(reachedFile(c), 'utf8')) as Reached);
  const reached = new Set(reports.flatMap((r) => r.routes));
  const excused = new Set(NOT_REACHED_BY_CLICKING.map((r) => r.path));
  const built = reports[0]!.built;
  expect(built.length).toBeGreaterThan(10);
  const unreached = built.filter((route) => !reached.has(route.id) && !excused.has(route.path.replace(/(.)\/$/, '$1'))).map((route) => route.path);
  expect(unreached).toEqual([]);
});
