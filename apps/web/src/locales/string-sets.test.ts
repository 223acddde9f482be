import { describe, expect, it } from 'vitest';
import { i18nInstance } from '@/lib/i18n-instance';
import { translation as enStartup } from './en';
import { translation as cnStartup } from './cn';
import { resources } from './resources';
import { hasStringSet, loadStringSet, STRING_SETS, type StringSet } from './string-sets';

const sets = Object.keys(STRING_SETS) as StringSet[];

describe('string sets', () => {
  it('leaves the screens’ groups out of the startup strings, and every group is somewhere', () => {
    const deferred = sets.flatMap((set) => [...STRING_SETS[set]]);
    for (const startup of [enStartup, cnStartup]) {
      expect(Object.keys(startup).filter((group) => deferred.includes(group as never))).toEqual([]);
    }
    expect([...Object.keys(enStartup), ...deferred].sort()).toEqual(
      Object.keys(resources.en.translation).sort(),
    );
  });

  it.each(sets.flatMap((set) => (['cn', 'en'] as const).map((language) => [set, language] as const)))(
    'loads the %s groups in %s, the same promise each time',
    async (set, language) => {
      const promise = loadStringSet(set, language);
      expect(loadStringSet(set, language)).toBe(promise);
      const strings = await promise;
      expect(Object.keys(strings).sort()).toEqual([...STRING_SETS[set]].sort());
      for (const group of STRING_SETS[set])
        expect(strings[group]).toEqual(resources[language].translation[group]);
    },
  );

  it('tells whether an instance holds a set, and holds it once added', async () => {
    const instance = i18nInstance('en', { en: { translation: enStartup } });
    expect(hasStringSet(instance, 'community', 'en')).toBe(false);
    expect(instance.exists('tasks.title')).toBe(false);
    instance.addStrings('en', await loadStringSet('community', 'en'));
    expect(hasStringSet(instance, 'community', 'en')).toBe(true);
    expect(hasStringSet(instance, 'info', 'en')).toBe(false);
    // the server's and the tests' instances hold every set
    expect(hasStringSet(i18nInstance('cn', resources), 'info', 'cn')).toBe(true);
  });
});
