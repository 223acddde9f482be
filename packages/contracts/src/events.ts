/**
 * The 2025 LED effect contest's calendar (Beijing time). Its info page draws the timeline from it
 * and the demo seed dates the contest's task on the board by it, so the page and the task never
 * disagree about where the contest stands (issue 18).
 */
export const LED_CONTEST_2025 = {
  entries: { start: '2025-07-29T00:00:00+08:00', end: '2025-08-20T23:59:59+08:00' },
  poll: { start: '2025-08-22T00:00:00+08:00', end: '2025-08-25T23:59:59+08:00' },
  results: '2025-08-26T20:00:00+08:00',
} as const;
