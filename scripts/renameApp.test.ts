// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { APP_ID, APP_NAME, APP_SLUG } from '../src/shared/appIdentity';
import {
  ANDROID_JAVA_ROOT,
  currentIdentity,
  IDENTITY_FILE,
  idProblem,
  nameProblem,
  planRename,
  RenameError,
  slugOf,
  type Identity,
} from './renameApp';

const root = join(import.meta.dirname, '..');
const tracked = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\n')
  .filter(Boolean);
const readRepo = (path: string) => readFileSync(join(root, path), 'utf8');
const javaFiles = tracked.filter((path) => path.startsWith(`${ANDROID_JAVA_ROOT}/`));

const OURS: Identity = { id: APP_ID, name: APP_NAME, slug: APP_SLUG };
const THEIRS: Identity = { id: 'com.acme.field', name: 'Field Notes', slug: 'field-notes' };

/** The files that make the app what it is: its sources, the native projects, what the build reads. */
const APP_FILES = tracked.filter(
  (path) =>
    /^(src|public|android|ios)\//.test(path) ||
    ['index.html', 'package.json', 'capacitor.config.ts', 'vite.config.ts'].includes(path),
);
const isText = (path: string) => !/\.(png|jpg|jar|keystore|webp|ico)$/.test(path);

describe('npm run rename: what it accepts', () => {
  it.each(['com.acme.field', 'dev.tabshell.app', 'io.Example2.App'])('accepts the id %s', (id) => {
    expect(idProblem(id)).toBeUndefined();
  });

  it.each([
    ['field', /two parts/],
    ['com..field', /"" is not a valid part/],
    ['com.acme.2field', /"2field" is not a valid part/],
    ['com.acme-co.field', /"acme-co" is not a valid part/],
    ['com.acme_co.field', /"acme_co" is not a valid part/],
    ['com.acme.new', /Java keyword/],
    ['com.acme.field.', /"" is not a valid part/],
    ['com.ac me.field', /not a valid part/],
  ])('refuses the id %s, saying why', (id, why) => {
    expect(idProblem(id)).toMatch(why);
  });

  it.each(['Field Notes', 'Tabshell', 'Café 24', 'ノート'])('accepts the name %s', (name) => {
    expect(nameProblem(name)).toBeUndefined();
  });

  it.each([
    '',
    ' Field',
    'Field ',
    'A <b>',
    'Tom & Jerry',
    'Say "hi"',
    "Joe's",
    'a\\b',
    'x'.repeat(51),
    'a\nb',
  ])('refuses the name %j', (name) => {
    expect(nameProblem(name)).toEqual(expect.any(String));
  });

  it('derives the lower-case slug from the name, else from the id', () => {
    expect(slugOf('Field Notes', 'com.acme.field')).toBe('field-notes');
    expect(slugOf('Café 24', 'com.acme.cafe')).toBe('cafe-24');
    expect(slugOf('24/7 Shop!', 'com.acme.shop')).toBe('shop');
    expect(slugOf('ノート', 'com.acme.Notes')).toBe('notes');
  });
});

describe('npm run rename: the plan against this repository', () => {
  it('reads the identity the app has today from its one file', () => {
    expect(currentIdentity(readRepo(IDENTITY_FILE))).toEqual(OURS);
  });

  it('leaves no trace of the old id or name in any file of the app, and moves the Java package', () => {
    const plan = planRename(readRepo, javaFiles, OURS, THEIRS);
    const after = (path: string) => (plan.has(path) ? plan.get(path) : readRepo(path));
    const oldWords = new RegExp(`${OURS.slug}|${OURS.name}|${OURS.id.replaceAll('.', '\\.')}`, 'i');
    const leftovers = APP_FILES.filter(isText).filter((path) => {
      const text = after(path);
      return text !== null && text !== undefined && oldWords.test(text);
    });
    expect(leftovers).toEqual([]);
    expect(plan.get(`${ANDROID_JAVA_ROOT}/dev/tabshell/app/MainActivity.java`)).toBeNull();
    expect(plan.get(`${ANDROID_JAVA_ROOT}/com/acme/field/MainActivity.java`)).toMatch(
      /^package com\.acme\.field;/,
    );
    expect(plan.get('android/app/build.gradle')).toContain('applicationId "com.acme.field"');
    expect(plan.get('android/app/src/main/res/values/strings.xml')).toContain('>Field Notes<');
    expect(plan.get('android/app/src/main/AndroidManifest.xml')).toContain(
      'android:scheme="field-notes"',
    );
    expect(plan.get('ios/App/App/Info.plist')).toContain('<string>Field Notes</string>');
    expect(plan.get('ios/App/App.xcodeproj/project.pbxproj')).toContain(
      'PRODUCT_BUNDLE_IDENTIFIER = com.acme.field;',
    );
    expect(currentIdentity(plan.get(IDENTITY_FILE) ?? '')).toEqual(THEIRS);
  });

  it('renaming there and back gives every file back byte for byte', () => {
    const there = planRename(readRepo, javaFiles, OURS, THEIRS);
    const readThere = (path: string) => there.get(path) ?? readRepo(path);
    const movedJava = [...there.keys()].filter(
      (path) => path.startsWith(ANDROID_JAVA_ROOT) && there.get(path) !== null,
    );
    const back = planRename(readThere, movedJava, THEIRS, OURS);
    for (const [path, text] of back) {
      if (text !== null) expect(text, path).toBe(readRepo(path));
    }
    expect([...back].filter(([, text]) => text === null).map(([path]) => path)).toEqual(movedJava);
    for (const path of javaFiles) expect(back.get(path), path).toBe(readRepo(path));
  });

  it('refuses, before writing anything, when a file no longer holds what it should', () => {
    const edited = (path: string) =>
      path === 'android/app/build.gradle'
        ? readRepo(path).replaceAll(OURS.id, 'com.by.hand')
        : readRepo(path);
    expect(() => planRename(edited, javaFiles, OURS, THEIRS)).toThrow(RenameError);
    expect(() => planRename(edited, javaFiles, OURS, THEIRS)).toThrow(
      /android\/app\/build\.gradle/,
    );
    expect(() => planRename(readRepo, [], OURS, THEIRS)).toThrow(/no Java source/);
  });

  it('the page title and the manifest name are the identity file’s name', () => {
    expect(readRepo('index.html')).toContain(`<title>${APP_NAME}</title>`);
    expect(readRepo('android/app/src/main/res/values/strings.xml')).toContain(
      `<string name="app_name">${APP_NAME}</string>`,
    );
    expect(readRepo('ios/App/App.xcodeproj/project.pbxproj')).toContain(
      `PRODUCT_BUNDLE_IDENTIFIER = ${APP_ID};`,
    );
    expect((JSON.parse(readRepo('package.json')) as { name: string }).name).toBe(APP_SLUG);
  });
});
