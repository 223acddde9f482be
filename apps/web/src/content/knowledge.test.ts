import { describe, expect, it } from 'vitest';
import { loadAllInfoContent } from './info/registry';
import { sitePassages } from './knowledge';
import { loadAllLandingPages } from './products/registry';

/**
 * The chat assistant's copy of the site (decision 020): the server reads this file. After changing
 * the content, `npx vitest run src/content/knowledge.test.ts -u` in apps/web writes it again.
 */
const KNOWLEDGE_FILE = '../../../server/src/modules/chat/site-knowledge.json';

describe('site knowledge for the chat assistant', async () => {
  const info = await loadAllInfoContent();
  const passages = sitePassages({ landing: await loadAllLandingPages(), ...info });

  it('has a passage for every landing page and the after-sales rules', () => {
    const paths = new Set(passages.map((p) => p.path.replace(/#.*$/, '')));
    expect(paths).toContain('/cybercharge/');
    expect(paths).toContain('/after-sales/');
    expect(passages.every((p) => p.text.cn && p.text.en)).toBe(true);
  });

  it('is what the server reads', async () => {
    await expect(`${JSON.stringify(passages, null, 1)}\n`).toMatchFileSnapshot(KNOWLEDGE_FILE);
  });
});
