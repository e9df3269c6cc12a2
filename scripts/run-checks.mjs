// Runs package.json scripts side by side, two at a time on this two-core machine, the longest
// first: ESLint keeps one core busy and leaves the other idle, and so would each of the checks
// after it if they ran one after another. Each script's output is printed whole when it ends,
// with its time; the run fails if any script fails, after all have ended.
//
//   node scripts/run-checks.mjs [--jobs N] script...
//
// A name ending in `:*` stands for every script of package.json with that prefix ('lint:*'); a
// script named twice runs once, where it is first named.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';

const args = process.argv.slice(2);
const jobsAt = args.indexOf('--jobs');
const jobs = jobsAt >= 0 ? Number(args.splice(jobsAt, 2)[1]) : 2;
const scripts = Object.keys(JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')).scripts);
const named = args.flatMap((name) => (name.endsWith(':*') ? scripts.filter((s) => s.startsWith(name.slice(0, -1))) : [name]));
for (const name of named)
  if (!scripts.includes(name)) {
    console.error(`package.json has no script ${name}`);
    process.exit(2);
  }
const queue = [...new Set(named)];
if (queue.length === 0) {
  console.error('usage: node scripts/run-checks.mjs [--jobs N] script...');
  process.exit(2);
}

const started = Date.now();
const failed = [];

function run(script) {
  return new Promise((done) => {
    const at = Date.now();
    const child = spawn('npm', ['run', '--silent', script], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      const seconds = Math.round((Date.now() - at) / 1000);
      const from = Math.round((at - started) / 1000);
      console.log(`-- ${script}: ${code === 0 ? 'passed' : `FAILED (exit ${code})`} in ${seconds} s (from ${from} s)`);
      if (output.trim()) console.log(output.trimEnd());
      if (code !== 0) failed.push(script);
      done();
    });
  });
}

async function worker() {
  for (let script = queue.shift(); script; script = queue.shift()) await run(script);
}

await Promise.all(Array.from({ length: Math.min(jobs, queue.length) }, worker));
if (failed.length) {
  console.error(`failed: ${failed.join(', ')}`);
  process.exit(1);
}
