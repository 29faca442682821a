#!/usr/bin/env node
// `npm run typecheck`: the four TypeScript projects checked at the same time rather than one after the
// other (decision 051: on 2 cores the small projects and the pauses of one tsc fill the other core).
// Each project's output is printed whole once it finishes, so messages never interleave.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';

const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
const projects = ['packages/shared', 'packages/i18n', 'apps/server', 'apps/web'];

const check = (project) =>
  new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(process.execPath, [tsc, '-p', project], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d) => {
      output += d;
    });
    child.stderr.on('data', (d) => {
      output += d;
    });
    child.on('close', (code) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      console.log(`${code === 0 ? '✓' : '✗'} tsc -p ${project} (${seconds} s)`);
      if (output.trim()) console.log(output.trimEnd());
      resolve(code === 0);
    });
  });

const results = await Promise.all(projects.map(check));
process.exit(results.every(Boolean) ? 0 : 1);
