import { describe, expect, it, vi } from 'vitest';
import { makeInstanceConfig } from '../testing/instance-config.ts';
import {
  acceptedLanguages,
  i18n,
  languageChoices,
  loadTexts,
  pickLanguage,
  registerLaterTranslations,
  registerTranslations,
  wordingLocale,
} from './i18n.ts';

describe('language', () => {
  it('uses the saved language only when the instance offers it', () => {
    const config = makeInstanceConfig({ language: 'es', langs: ['es', 'en'] });
    expect(pickLanguage('en', config)).toBe('en');
    expect(pickLanguage('pt', config)).toBe('es');
    expect(pickLanguage(null, makeInstanceConfig({ language: 'pt', langs: ['pt'] }))).toBe('pt');
  });

  it("honours the browser's languages on a first visit, in order, when the instance offers one", () => {
    const config = makeInstanceConfig({ language: 'es', langs: ['es', 'en'] });
    expect(pickLanguage(null, config, ['en-US', 'en'])).toBe('en');
    expect(pickLanguage(null, config, ['fr-FR', 'pt-BR', 'en'])).toBe('en');
    expect(pickLanguage(null, config, ['es-CO', 'en'])).toBe('es');
    expect(pickLanguage(null, config, ['fr', 'de'])).toBe('es');
    // The diner's own choice wins over the browser.
    expect(pickLanguage('es', config, ['en-US'])).toBe('es');
    // An instance that only speaks Spanish stays in Spanish.
    expect(pickLanguage(null, makeInstanceConfig({ language: 'es', langs: ['es'] }), ['en'])).toBe('es');
  });

  it('reads an Accept-Language header in the order of its weights', () => {
    expect(acceptedLanguages('en-US,en;q=0.9,es;q=0.8')).toEqual(['en-us', 'en', 'es']);
    expect(acceptedLanguages('es;q=0.5, pt-BR , en;q=0.7')).toEqual(['pt-br', 'en', 'es']);
    expect(acceptedLanguages('*;q=0.1,fr;q=0')).toEqual(['*']);
    expect(acceptedLanguages(undefined)).toEqual([]);
    expect(acceptedLanguages('x'.repeat(5000))).toEqual([]);
  });

  it('lists the switcher in the order es, en, pt', () => {
    expect(languageChoices(makeInstanceConfig({ langs: ['pt', 'en', 'es'] }))).toEqual(['es', 'en', 'pt']);
    expect(languageChoices(makeInstanceConfig({ langs: ['en'] }))).toEqual(['es', 'en']);
  });

  it('offers only the instance’s languages', () => {
    expect(languageChoices(makeInstanceConfig({ language: 'en', langs: ['pt', 'en'] }))).toEqual([
      'en',
      'pt',
    ]);
    expect(languageChoices(makeInstanceConfig({ language: 'es', langs: ['es'] }))).toEqual(['es']);
  });

  it('lets a package register its own namespace in three languages', async () => {
    registerTranslations('demo', { es: { hi: 'Hola' }, en: { hi: 'Hello' }, pt: { hi: 'Olá' } });
    await i18n.changeLanguage('pt');
    expect(i18n.t('hi', { ns: 'demo' })).toBe('Olá');
    await i18n.changeLanguage('en');
    expect(i18n.t('hi', { ns: 'demo' })).toBe('Hello');
  });

  it('speaks a country’s wording where it has one and the language’s elsewhere, key by key', async () => {
    registerTranslations('wording', {
      es: { delivery: 'Domicilio', close: 'Cerrar' },
      en: { delivery: 'Delivery', close: 'Close' },
      pt: { delivery: 'Entrega', close: 'Fechar' },
      'es-MX': { delivery: 'Envío a domicilio' },
    });
    expect(wordingLocale('es', 'MX')).toBe('es-MX');
    expect(wordingLocale('en', 'CO')).toBe('en-CO');
    expect(wordingLocale('es', 'AR')).toBe('es');
    await i18n.changeLanguage(wordingLocale('es', 'MX'));
    expect([i18n.t('delivery', { ns: 'wording' }), i18n.t('close', { ns: 'wording' })]).toEqual([
      'Envío a domicilio',
      'Cerrar',
    ]);
    await i18n.changeLanguage(wordingLocale('es', 'CO'));
    expect(i18n.t('delivery', { ns: 'wording' })).toBe('Domicilio');
    await i18n.changeLanguage(wordingLocale('en', 'MX'));
    expect(i18n.t('delivery', { ns: 'wording' })).toBe('Delivery');
  });
});

describe('texts loaded later', () => {
  it('are loaded for English or Portuguese, once, and never for Spanish', async () => {
    let loads = 0;
    registerTranslations('later-test', { es: { hello: 'Hola' } });
    registerLaterTranslations('later-test', async () => {
      loads += 1;
      return { en: { hello: 'Hello' }, pt: { hello: 'Olá' } };
    });
    await loadTexts('es');
    await loadTexts('es-MX');
    expect(loads).toBe(0);
    expect(i18n.getFixedT('en', 'later-test')('hello')).toBe('Hola');
    await loadTexts('en');
    await loadTexts('pt-BR');
    expect(loads).toBe(1);
    expect(i18n.getFixedT('en', 'later-test')('hello')).toBe('Hello');
    expect(i18n.getFixedT('pt', 'later-test')('hello')).toBe('Olá');
  });

  it('load at once when registered after the page asked for another language, and again after a failure', async () => {
    // The test above asked for English: a remote loaded now must have its texts before it renders.
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let loads = 0;
    registerTranslations('later-retry', { es: { bye: 'Adiós' } });
    await registerLaterTranslations('later-retry', async () => {
      loads += 1;
      if (loads === 1) throw new Error('offline');
      return { en: { bye: 'Bye' }, pt: { bye: 'Tchau' } };
    });
    expect(loads).toBe(1);
    expect(logged).toHaveBeenCalledWith('Texts not loaded for', 'later-retry', expect.any(Error));
    expect(i18n.getFixedT('en', 'later-retry')('bye')).toBe('Adiós');
    await loadTexts('en');
    expect(loads).toBe(2);
    expect(i18n.getFixedT('en', 'later-retry')('bye')).toBe('Bye');
    await registerLaterTranslations('later-now', async () => ({ en: { now: 'Now' }, pt: { now: 'Agora' } }));
    expect(i18n.getFixedT('pt', 'later-now')('now')).toBe('Agora');
    logged.mockRestore();
  });
});
