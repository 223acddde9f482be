import { describe, expect, it } from 'vitest';
import {
  fallbackLanguage,
  normalizeLanguage,
  preferredLanguageTag,
  splitLanguagePrefix,
  switchLanguagePath,
} from './language';

describe('language rule (spec 1)', () => {
  it('maps cn, zh-cn and zh-tw to cn and anything else to en', () => {
    expect(['cn', 'zh-CN', 'zh_cn', 'ZH-TW'].map(normalizeLanguage)).toEqual(['cn', 'cn', 'cn', 'cn']);
    expect(['en', 'en-US', 'ja', 'fr', 'zh-HK'].map(normalizeLanguage)).toEqual([
      'en',
      'en',
      'en',
      'en',
      'en',
    ]);
    expect(normalizeLanguage('')).toBeUndefined();
  });

  it('prefers the lang cookie, then the Accept-Language favourite', () => {
    expect(fallbackLanguage('cn', 'en-US')).toBe('cn');
    expect(fallbackLanguage(undefined, preferredLanguageTag('en;q=0.4, zh-CN;q=0.9'))).toBe('cn');
    expect(fallbackLanguage(undefined, preferredLanguageTag('zh-TW,zh;q=0.9'))).toBe('cn');
    expect(fallbackLanguage(undefined, undefined)).toBe('en');
  });

  it('splits the prefix only when it is a whole segment', () => {
    expect(splitLanguagePrefix('/cn/user-center/')).toMatchObject({
      prefix: '/cn',
      language: 'cn',
      rest: '/user-center/',
    });
    expect(splitLanguagePrefix('/en')).toMatchObject({ prefix: '/en', rest: '/' });
    expect(splitLanguagePrefix('/cnx/')).toMatchObject({ prefix: '', rest: '/cnx/' });
  });
});

describe('language switch (spec 2)', () => {
  it('replaces a prefix and keeps query and hash', () => {
    expect(switchLanguagePath({ pathname: '/cn/dao/', search: '?tag_ids=3', hash: '#c' }, 'en')).toBe(
      '/en/dao/?tag_ids=3#c',
    );
  });

  it('prepends a prefix when there is none', () => {
    expect(switchLanguagePath({ pathname: '/user-center/', search: '?a=1' }, 'cn')).toBe(
      '/cn/user-center/?a=1',
    );
    expect(switchLanguagePath({ pathname: '/' }, 'en')).toBe('/en/');
  });
});
