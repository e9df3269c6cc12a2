import type { TestProject } from 'vitest/node';
import { buildServer } from '../../scripts/build-server.mjs';

/**
 * Vitest global setup of the server tests: builds the backend bundle they start
 * (scripts/build-server.mjs) from the sources as they are, once per run and again before each
 * rerun in watch mode, so no test runs a server older than the code.
 */
export default async function setup(project: TestProject): Promise<void> {
  await buildServer();
  project.onTestsRerun(async () => {
    await buildServer();
  });
}
