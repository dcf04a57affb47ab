// Budget (issue 20; ARCHITECTURE.md section 8 said 150 KB): the first screen (school code, "/") loads
// at most 100 KB of JavaScript, gzip. Serves dist/web, opens "/" in Chromium and sums the gzip size of every script the
// browser fetched before the screen settled.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { buildIfNeeded } from '../scripts/build-if-needed.mjs';
import { dist, serveDist } from './static-dist-server.mjs';

const BUDGET_KB = 100;

buildIfNeeded();
const server = await serveDist();

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
const page = await browser.newPage();
const scripts = new Set();
page.on('request', (request) => {
  if (request.resourceType() === 'script') scripts.add(new URL(request.url()).pathname);
});
await page.goto(`${server.origin}/`, { waitUntil: 'networkidle' });
await page.getByText('Enter your school code to continue').waitFor();
await browser.close();
await server.close();

const sizes = [...scripts].map((url) => [
  url,
  gzipSync(readFileSync(path.join(dist, url)), { level: 9 }).length,
]);
for (const [url, size] of sizes.sort((a, b) => b[1] - a[1]))
  console.log(`${(size / 1024).toFixed(1).padStart(7)} KB  ${url}`);
const totalKb = sizes.reduce((sum, [, size]) => sum + size, 0) / 1024;
console.log(
  `first screen: ${totalKb.toFixed(1)} KB of JavaScript (gzip) in ${sizes.length} files; budget ${BUDGET_KB} KB: ${totalKb <= BUDGET_KB ? 'within' : 'OVER'}`,
);
process.exit(totalKb <= BUDGET_KB ? 0 : 1);
