/**
 * P14: the language in use. A stored choice wins, else the device's, else English; Settings
 * changes it at once, without a reload.
 */
import { Capacitor, registerPlugin } from '@capacitor/core';
import type { DevicePlugin } from '@capacitor/device';
import { createStore } from 'zustand/vanilla';
import { loadLanguage } from '../shared/i18n';
import {
  browserLanguages,
  chooseLanguage,
  DEFAULT_LANGUAGE,
  LANGUAGE_KEY,
  markLanguage,
  type Language,
  type LanguageChoice,
} from '../shared/languages';
import { STORAGE_UNAVAILABLE, safeLocalStorage } from './browser';
import { warnOnce } from './log';

/** `system`: no stored choice, the device's language. */
export type LanguageSetting = Language | 'system';

export interface LanguageState {
  readonly setting: LanguageSetting;
  readonly language: Language;
}

export const languageStore = createStore<LanguageState>(() => ({
  setting: 'system',
  language: DEFAULT_LANGUAGE,
}));

function readStored(): string | null {
  try {
    const storage = safeLocalStorage();
    if (!storage) throw new Error('localStorage is not available');
    return storage.getItem(LANGUAGE_KEY);
  } catch (error) {
    warnOnce('storage', STORAGE_UNAVAILABLE, error);
    return null;
  }
}

const browserPreferences = () => browserLanguages(navigator);

/** The native side of `@capacitor/device`, registered when first asked; its web side is not needed. */
let device: DevicePlugin | undefined;
const Device = () => (device ??= registerPlugin<DevicePlugin>('Device'));

/** A plugin that hangs must hold neither the first screen nor a choice in Settings back. */
const DEVICE_ANSWER_MS = 2000;

/** On Android and iOS the web view may not say the device's language: Capacitor asks the device. */
async function devicePreferences(): Promise<string[]> {
  if (!Capacitor.isNativePlatform()) return browserPreferences();
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    const { value } = await Promise.race([
      Device().getLanguageTag(),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => {
          reject(new Error(`no answer in ${DEVICE_ANSWER_MS} ms`));
        }, DEVICE_ANSWER_MS);
      }),
    ]);
    return [value, ...browserPreferences()];
  } catch (error) {
    warnOnce('device-language', "The device's language could not be read.", error);
    return browserPreferences();
  } finally {
    clearTimeout(timer);
  }
}

function decide(stored: string | null, preferences: readonly string[]): LanguageChoice {
  const choice = chooseLanguage(stored, preferences);
  if (choice.garbage !== undefined) {
    warnOnce(
      'stored-language',
      `The stored language "${choice.garbage}" is not one of the app's; using ${choice.language}.`,
    );
  }
  return choice;
}

/** Loads the language's texts (English if its catalog cannot be had) and marks `<html>`. */
async function apply(language: Language): Promise<Language> {
  let shown = language;
  try {
    await loadLanguage(language);
  } catch (error) {
    if (language === DEFAULT_LANGUAGE) throw error;
    warnOnce('catalog', `The ${language} texts could not be loaded; showing English.`, error);
    await loadLanguage(DEFAULT_LANGUAGE);
    shown = DEFAULT_LANGUAGE;
  }
  markLanguage(document.documentElement, shown);
  return shown;
}

/**
 * At start: the language the head script chose for the first frame (P10), its catalog loaded. On a
 * device, whose web view may not say its language, the device is asked first. Returns the language
 * shown: where it is not the planned one, the prerendered page is not hydrated.
 */
export async function startLanguage(planned: Language): Promise<Language> {
  const choice = decide(readStored(), browserPreferences());
  const setting: LanguageSetting = choice.source === 'stored' ? choice.language : 'system';
  const wanted =
    setting === 'system' && Capacitor.isNativePlatform()
      ? decide(null, await devicePreferences()).language
      : planned;
  const language = await apply(wanted);
  languageStore.setState({ setting, language });
  return language;
}

/** Settings: a language stored, or `system` forgetting the choice; applied at once. */
export async function setLanguage(setting: LanguageSetting): Promise<Language> {
  try {
    const storage = safeLocalStorage();
    if (!storage) throw new Error('localStorage is not available');
    if (setting === 'system') storage.removeItem(LANGUAGE_KEY);
    else storage.setItem(LANGUAGE_KEY, setting);
  } catch (error) {
    warnOnce('storage', STORAGE_UNAVAILABLE, error);
  }
  const wanted = setting === 'system' ? decide(null, await devicePreferences()).language : setting;
  languageStore.setState({ setting });
  const language = await apply(wanted);
  languageStore.setState({ setting, language });
  return language;
}
