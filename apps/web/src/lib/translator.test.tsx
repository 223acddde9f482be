import { act, render, screen } from '@testing-library/react';
import { memo } from 'react';
import { describe, expect, it } from 'vitest';
import { Translator, type Strings } from './translator';
import { TranslatorProvider, useTranslation } from './use-translation';

const en: Strings = {
  route: { userCenter: 'User center' },
  greeting: 'Hello {{name}}, {{ name }} again',
  devices: { total: '{{count}} devices in all', total_one: '{{count}} device in all' },
  audit: { actions: { 'task_tags.create': 'Tag created' } },
};
const cn: Strings = {
  route: { userCenter: '用户中心' },
  devices: { total_one: '共 {{count}} 台设备', total_other: '共 {{count}} 台设备' },
};

describe('Translator', () => {
  const translator = () => new Translator('en', { en: { translation: en }, cn: { translation: cn } });

  it('reads nested keys, also a name with dots in it', () => {
    const { t } = translator();
    expect(t('route.userCenter')).toBe('User center');
    expect(t('audit.actions.task_tags.create')).toBe('Tag created');
  });

  it('fills variables as they are, keeps those not given and empties those given as undefined', () => {
    const { t } = translator();
    expect(t('greeting', { name: '<b>Ann</b>' })).toBe('Hello <b>Ann</b>, <b>Ann</b> again');
    expect(t('greeting')).toBe('Hello {{name}}, {{ name }} again');
    expect(t('greeting', { name: undefined })).toBe('Hello ,  again');
  });

  it('picks the plural form: one for 1, other (or the bare key) for the rest, in both languages', () => {
    const i18n = translator();
    expect([0, 1, 2].map((count) => i18n.t('devices.total', { count }))).toEqual([
      '0 devices in all',
      '1 device in all',
      '2 devices in all',
    ]);
    expect([0, 1, 2].map((count) => i18n.t('devices.total', { count, lng: 'cn' }))).toEqual([
      '共 0 台设备',
      '共 1 台设备',
      '共 2 台设备',
    ]);
  });

  it('answers a missing key with the default value, else the key itself', () => {
    const i18n = translator();
    expect(i18n.t('product.X1', { defaultValue: 'X1' })).toBe('X1');
    expect(i18n.t('route.missing')).toBe('route.missing');
    expect(i18n.t('route.userCenter', { defaultValue: 'unused' })).toBe('User center');
  });

  it('tells whether a key exists in the current language', () => {
    const i18n = translator();
    expect(i18n.exists('route.userCenter')).toBe(true);
    expect(i18n.exists('greeting')).toBe(true);
    i18n.changeLanguage('cn');
    expect(i18n.exists('greeting')).toBe(false);
  });

  it('adds strings into a language without replacing those it has, nor changing the strings given', () => {
    const startup: Strings = { route: { userCenter: 'User center' } };
    const i18n = new Translator('en', { en: { translation: startup } });
    i18n.addStrings('en', {
      route: { userCenter: 'Replaced', signIn: 'Sign in' },
      tasks: { title: 'Tasks' },
    });
    expect(i18n.t('route.userCenter')).toBe('User center');
    expect(i18n.t('route.signIn')).toBe('Sign in');
    expect(i18n.t('tasks.title')).toBe('Tasks');
    expect(startup).toEqual({ route: { userCenter: 'User center' } });
    expect(i18n.getStrings('cn')).toBeUndefined();
    i18n.addStrings('cn', cn);
    expect(i18n.t('route.userCenter', { lng: 'cn' })).toBe('用户中心');
  });

  it('gives a new t for a new language and keeps it otherwise', () => {
    const i18n = translator();
    const { t } = i18n;
    i18n.changeLanguage('en');
    expect(i18n.t).toBe(t);
    i18n.changeLanguage('cn');
    expect(i18n.t).not.toBe(t);
    expect(i18n.t('route.userCenter')).toBe('用户中心');
    // a t keeps its language, as react-i18next's did
    expect(t('route.userCenter')).toBe('User center');
  });
});

describe('useTranslation', () => {
  it('re-renders its callers in the new language, also below a memoised parent', () => {
    const i18n = new Translator('en', { en: { translation: en }, cn: { translation: cn } });
    let renders = 0;
    function Title() {
      const { t } = useTranslation();
      renders++;
      return <h1>{t('route.userCenter')}</h1>;
    }
    const Frame = memo(function Frame() {
      return <Title />;
    });
    render(
      <TranslatorProvider i18n={i18n}>
        <Frame />
      </TranslatorProvider>,
    );
    expect(screen.getByRole('heading').textContent).toBe('User center');
    act(() => i18n.changeLanguage('cn'));
    expect(screen.getByRole('heading').textContent).toBe('用户中心');
    expect(renders).toBe(2);
    act(() => i18n.addStrings('cn', { extra: { x: 'y' } }));
    expect(renders).toBe(2);
  });
});
