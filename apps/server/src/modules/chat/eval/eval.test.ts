// The assistant's evaluation as a test (issue 36): the built-in answerer over the whole set, on the
// real answer path. The grading does not depend on timing (the live data is read at a fixed day), so
// the test holds the targets: 95% per language and every decline; the old retrieval scored
// about 60%.
import { describe, expect, it } from 'vitest';
import { CASES } from './cases';
import { runEvaluation } from './harness';

describe('the assistant evaluation', () => {
  it('holds at least 150 questions in both languages and 30 to decline', () => {
    const answerable = CASES.filter((c) => !c.decline);
    expect(answerable.length).toBeGreaterThanOrEqual(150);
    expect(CASES.filter((c) => c.decline).length).toBeGreaterThanOrEqual(30);
    const cn = answerable.filter((c) => c.language === 'cn').length;
    expect(Math.abs(cn - (answerable.length - cn))).toBeLessThanOrEqual(2);
  });

  it('answers at least 95% right per language and declines what it must', { timeout: 300_000 }, async () => {
    const report = await runEvaluation('builtin');
    for (const score of report.scores) {
      expect(score.answered / score.answerable).toBeGreaterThanOrEqual(0.95);
      expect(score.declined).toBe(score.declines);
    }
  });
});
