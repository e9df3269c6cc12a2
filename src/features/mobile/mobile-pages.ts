// The two mobile pages in one lazy chunk: what they share is loaded once, and counts once among
// the chunks that decide what the signed-in pages' shared chunk holds (vite.config.ts).
export { MobileLinePage } from './line-page';
export { MobileOverviewPage } from './overview-page';
