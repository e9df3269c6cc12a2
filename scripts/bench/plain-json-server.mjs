// Plain json-server 0.17.4, as its own CLI builds it (create, defaults without the logger, the
// router on a file, which is lowdb's FileSync): the baseline npm run bench compares the portal's
// payment POST with. Usage: node plain-json-server.mjs <db file>; prints its address once listening.
import jsonServer from 'json-server';

const app = jsonServer.create();
app.use(jsonServer.defaults({ logger: false }));
app.use(jsonServer.router(process.argv[2]));
const server = app.listen(0, '127.0.0.1', () => console.log(`plain json-server listening on http://127.0.0.1:${server.address().port}`));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
