import { execFileSync } from 'node:child_process';
import type { Plugin, ViteDevServer } from 'vite';

const ID = 'virtual:flow-plans';
const RESOLVED = `\0${ID}`;

/**
 * The machine explorer's plans, made when the portal is built: `virtual:flow-plans` exports a
 * loader per registered flow, each flow's plan (its generated paths and their coverage) a chunk of
 * its own that the explorer fetches when it shows the flow. scripts/flow-plans.ts makes them with
 * the generator the test runners walk (machines/model/paths.ts), in a child process that runs the
 * TypeScript sources as `npm run paths` does: about 7 s of CPU once a build.
 *
 * Made in the page instead, by a pool of workers, they cost every visit that CPU again: on a
 * two-core machine the list took a minute to fill in, and past 90 s under load (the browser
 * tests' explorer spec failed so).
 *
 * The dev server makes them on the first explorer visit and again after a file under machines/
 * or src/domain changes (the page then reloads).
 */
export function flowPlans(): Plugin {
  let root = process.cwd();
  let plans: Record<string, unknown> | null = null;
  const generate = (): Record<string, unknown> => {
    plans ??= JSON.parse(
      execFileSync(process.execPath, ['--import', 'tsx', 'scripts/flow-plans.ts'], { cwd: root, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 }),
    ) as Record<string, unknown>;
    return plans;
  };
  const invalidate = (server: ViteDevServer) => {
    plans = null;
    for (const mod of server.moduleGraph.idToModuleMap.values()) if (mod.id?.startsWith(RESOLVED)) server.moduleGraph.invalidateModule(mod);
    server.ws.send({ type: 'full-reload' });
  };
  return {
    name: 'flow-plans',
    configResolved(config) {
      root = config.root;
    },
    configureServer(server) {
      server.watcher.on('change', (file) => {
        if (plans && /[\\/](machines|src[\\/]domain)[\\/]/.test(file)) invalidate(server);
      });
    },
    resolveId(id) {
      return id === ID || id.startsWith(`${ID}/`) ? `\0${id}` : null;
    },
    load(id) {
      if (id === RESOLVED) {
        const loaders = Object.keys(generate()).map((flowId) => `${JSON.stringify(flowId)}: () => import(${JSON.stringify(`${ID}/${flowId}`)})`);
        return `export const planLoaders = {\n${loaders.join(',\n')}\n};\n`;
      }
      if (id.startsWith(`${RESOLVED}/`)) {
        const plan = generate()[id.slice(RESOLVED.length + 1)];
        // JSON.parse of a string literal: the browser reads large data so faster than an object literal
        return `export default JSON.parse(${JSON.stringify(JSON.stringify(plan))});\n`;
      }
      return null;
    },
  };
}
