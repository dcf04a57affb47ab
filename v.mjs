import { PGlite } from '@electric-sql/pglite';
import { writeFileSync, readFileSync, existsSync } from 'node:fs';
if (!existsSync('/tmp/empty.tgz')) {
  const db = await PGlite.create();
  const blob = await db.dumpDataDir('gzip');
  writeFileSync('/tmp/empty.tgz', Buffer.from(await blob.arrayBuffer()));
  console.log('dumped', blob.size); process.exit(0);
}
const t=Date.now();
const db = await PGlite.create({ loadDataDir: new Blob([readFileSync('/tmp/empty.tgz')]) });
console.log('after load', Math.round(process.memoryUsage().rss/1e6), Date.now()-t);
await db.query('select 1');
const t2=Date.now();
const db3 = await PGlite.create('/tmp/pgl-disk-test');
console.log('disk', Math.round(process.memoryUsage().rss/1e6), Date.now()-t2);
