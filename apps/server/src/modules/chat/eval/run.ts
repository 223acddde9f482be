// `npm run eval:assistant`: the evaluation of cases.ts through the built-in answerer and through the
// model path (a local OpenAI-compatible model that echoes its context), the score per language and
// every failure printed; `--json <file>` also writes the reports (bench/assistant.mjs records them).
import { writeFileSync } from 'node:fs';
import { runEvaluation, type EvalReport } from './harness';

function print(report: EvalReport): void {
  console.log(`\n== ${report.answerer === 'builtin' ? 'Built-in answerer' : 'Model path (echo model)'} ==`);
  for (const s of report.scores) {
    const share = s.answerable ? ((100 * s.answered) / s.answerable).toFixed(1) : '0';
    console.log(
      `${s.language}: ${s.answered}/${s.answerable} answered right (${share}%), ${s.declined}/${s.declines} declined`,
    );
  }
  console.log(
    `first streamed piece: p50 ${report.firstPiece.p50.toFixed(1)} ms, p95 ${report.firstPiece.p95.toFixed(1)} ms, max ${report.firstPiece.max.toFixed(1)} ms`,
  );
  for (const r of report.results.filter((x) => !x.passed)) {
    console.log(
      `\nFAIL [${r.case.language}] ${r.case.before ? `${r.case.before.join(' → ')} → ` : ''}${r.case.question}`,
    );
    for (const reason of r.reasons) console.log(`  - ${reason}`);
    console.log(`  cited: ${r.citations.map((c) => c.url).join(', ') || 'nothing'}`);
    console.log(`  said: ${r.text.replace(/\s+/g, ' ').slice(0, 300)}`);
  }
}

const reports: EvalReport[] = [];
for (const answerer of ['builtin', 'model'] as const) {
  const report = await runEvaluation(answerer);
  print(report);
  reports.push(report);
}
const at = process.argv.indexOf('--json');
if (at > 0 && process.argv[at + 1]) {
  writeFileSync(
    process.argv[at + 1]!,
    JSON.stringify(
      reports.map((r) => ({
        answerer: r.answerer,
        scores: r.scores,
        firstPiece: r.firstPiece,
        cases: r.results.length,
        failures: r.results
          .filter((x) => !x.passed)
          .map((x) => ({ language: x.case.language, question: x.case.question, reasons: x.reasons })),
      })),
    ),
  );
}
const met = reports.every((r) =>
  r.scores.every((s) => s.answered >= 0.95 * s.answerable && s.declined === s.declines),
);
process.exitCode = met ? 0 : 1;
