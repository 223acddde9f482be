// `npm run eval:assistant`: the assistant's evaluation (apps/server/src/modules/chat/eval, issue 36,
// decision 053) through the built-in answerer and the model path, printed with every failure, and
// its scores and first-piece times recorded in RESULTS.md. Exits non-zero when a target is missed.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root, writeSection } from './lib.mjs';

const dir = mkdtempSync(path.join(os.tmpdir(), 'miao-assistant-'));
const file = path.join(dir, 'reports.json');
const run = spawnSync('npm', ['run', 'eval:assistant', '-w', '@miao/server', '--', '--json', file], {
  cwd: root,
  stdio: 'inherit',
});
const reports = JSON.parse(readFileSync(file, 'utf8'));
rmSync(dir, { recursive: true, force: true });

const percent = (n, d) => (d ? `${((100 * n) / d).toFixed(1)}%` : '–');
const rows = reports.flatMap((r) =>
  r.scores.map(
    (s) =>
      `| ${r.answerer === 'builtin' ? 'built-in' : 'model path (echo model)'} | ${s.language} | ${s.answered}/${s.answerable} (${percent(s.answered, s.answerable)}) | ${s.declined}/${s.declines} | ${r.firstPiece.p50.toFixed(1)} | ${r.firstPiece.p95.toFixed(1)} |`,
  ),
);
const failures = reports.flatMap((r) =>
  r.failures.map((f) => `- ${r.answerer} [${f.language}] ${f.question}: ${f.reasons.join('; ')}`),
);
writeSection(
  'assistant-eval',
  [
    `## Assistant evaluation (${new Date().toISOString().slice(0, 10)}, \`npm run eval:assistant\`)`,
    '',
    `${reports[0].cases} questions (apps/server/src/modules/chat/eval/cases.ts), graded strictly: every fact stated, every page cited, no page of another product, no wrong fact; the questions to decline declined. Targets: at least 95% right per language, every decline declined, p95 time to the first streamed piece under 100 ms for the built-in answerer (in-process, this machine's 2 shared cores).`,
    '',
    '| Answerer | Language | Right | Declined | First piece p50 (ms) | p95 (ms) |',
    '| --- | --- | --- | --- | --- | --- |',
    ...rows,
    '',
    failures.length ? 'Failures:' : 'No failures.',
    '',
    ...failures,
  ].join('\n'),
);
spawnSync('npx', ['prettier', '--write', 'bench/RESULTS.md'], { cwd: root, stdio: 'ignore' });
process.exitCode = run.status ?? 1;
