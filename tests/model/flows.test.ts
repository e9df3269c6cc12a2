import { flowsOn } from '../../machines/index';
import { describeWalks, modelBackend } from './harness';

/**
 * Every registered flow: its generated paths must cover every state and transition, and each
 * path must walk against the real backend exactly as generated.
 *
 * The paths are generated with the dates of one business day, the server's when the run starts
 * (hence the backend starts before the tests are collected), and each path freezes the server's
 * clock on that day: nothing reads the machine's clock, and a run that crosses midnight keeps
 * its day.
 */
const backend = await modelBackend();
const { today } = backend;

for (const flow of flowsOn(today)) describeWalks(backend, flow, { maxPaths: 500 });
