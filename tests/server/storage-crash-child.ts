// A process that writes to a store and is killed (SIGKILL, by itself) at a chosen step of a write,
// for tests/server/storage-journal.test.ts. Not a test file. It prints `ack <id>` for each write
// transact() returned (the answer a server would send), flushed before the next write begins.
// Usage: node --import tsx storage-crash-child.ts <store file> <scenario> <step> <nth> [seed file]
//   scenario: writes   (writes until killed at the nth <step>)
//             compact  (5 writes, then a compaction killed at its nth <step>)
//             reset    (3 writes, then a reset to the seed killed at its nth <step>)
import { readFileSync, writeSync } from 'node:fs';
import { DataStore, nextId, type StoreStep } from '../../src/server/store/store';

const [file, scenario, target, nth, seedFile] = process.argv.slice(2) as [string, string, StoreStep, string, string?];
let armed = false;
let countdown = Number(nth);
const store = new DataStore(file, new Date(), {
  step: (name) => {
    if (armed && name === target && --countdown === 0) process.kill(process.pid, 'SIGKILL');
  },
});

function write(): void {
  const id = store.transact((draft) => {
    const record = { ...draft.paymentMethods[0]!, id: nextId(draft, 'paymentMethods'), nickname: 'crash test' };
    draft.paymentMethods.push(record);
    draft.accounts[0]!.paperless = !draft.accounts[0]!.paperless;
    return record.id;
  });
  writeSync(1, `ack ${id}\n`);
}

write(); // the first write after a load that moved the store's dates writes it whole
store.compact(); // so the steps counted from here are the same on any day: no journal yet
armed = true;
if (scenario === 'writes') for (;;) write();
for (let i = 0; i < (scenario === 'reset' ? 3 : 5); i++) write();
if (scenario === 'compact') store.compact();
if (scenario === 'reset') store.replace(JSON.parse(readFileSync(seedFile!, 'utf8')), new Date());
writeSync(1, 'done\n');
process.exit(0);
