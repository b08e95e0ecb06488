/**
 * What `npm run rename` changes, as pure functions over file contents: the CLI (rename.ts) reads
 * the files, asks for a plan and writes it only when every file was found as expected.
 *
 * The app's identity lives in src/shared/appIdentity.ts; everything the web build shows reads it
 * from there. What cannot import it (the native projects, the static HTML, package.json) is
 * rewritten here, each edit checked, so an upstream change in a Capacitor template fails loudly
 * instead of leaving the old name behind.
 */

export interface Identity {
  /** Reverse-DNS id: Android's applicationId and package, iOS's bundle identifier. */
  readonly id: string;
  /** The name people see. */
  readonly name: string;
  /** Lower case: the URL scheme, the prefix of storage keys and log lines, the npm package name. */
  readonly slug: string;
}

export const IDENTITY_FILE = 'src/shared/appIdentity.ts';
export const ANDROID_JAVA_ROOT = 'android/app/src/main/java';

// Java keywords and literals: a segment of the id becomes a segment of a Java package.
const JAVA_RESERVED = new Set(
  (
    'abstract assert boolean break byte case catch char class const continue default do double else enum ' +
    'extends final finally float for goto if implements import instanceof int interface long native new ' +
    'package private protected public return short static strictfp super switch synchronized this throw ' +
    'throws transient try void volatile while true false null var record yield'
  ).split(' '),
);

/** Why an app id cannot be used, or undefined when it can (on Android and on iOS alike). */
export function idProblem(id: string): string | undefined {
  const segments = id.split('.');
  if (segments.length < 2)
    return 'it needs at least two parts separated by dots, like com.acme.field';
  const bad = segments.find((segment) => !/^[A-Za-z][A-Za-z0-9]*$/.test(segment));
  if (bad !== undefined) {
    return `"${bad}" is not a valid part: each part starts with a letter and holds only letters and digits`;
  }
  const reserved = segments.find((segment) => JAVA_RESERVED.has(segment.toLowerCase()));
  if (reserved !== undefined)
    return `"${reserved}" is a Java keyword, which Android refuses in a package name`;
  if (id.length > 155) return 'it is longer than the 155 characters iOS allows';
  return undefined;
}

/** Why a display name cannot be used, or undefined when it can. */
export function nameProblem(name: string): string | undefined {
  if (name.trim() !== name || name.length === 0)
    return 'it is empty or starts or ends with a space';
  if (name.length > 50) return 'it is longer than 50 characters (home screens show about 12)';
  // Kept out rather than escaped for each of the seven file formats the name is written into.
  if (/[\p{Cc}<>&"'`\\$]/u.test(name))
    return 'it contains one of < > & " \' ` \\ $ or a control character';
  return undefined;
}

/** "Field Notes" → "field-notes"; a name with no Latin letters falls back to the id's last part. */
export function slugOf(name: string, id: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^[^a-z]+|-+$/g, '');
  return slug || (id.split('.').at(-1) ?? id).toLowerCase();
}

/** The identity the sources name today, read from the identity file's three constants. */
export function currentIdentity(identitySource: string): Identity {
  const read = (constant: string): string => {
    const value = new RegExp(`export const ${constant} = '([^']*)';`).exec(identitySource)?.[1];
    if (value === undefined)
      throw new RenameError(`${IDENTITY_FILE} has no line "export const ${constant} = '…';"`);
    return value;
  };
  return { id: read('APP_ID'), name: read('APP_NAME'), slug: read('APP_SLUG') };
}

export class RenameError extends Error {
  override name = 'RenameError';
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Every whole-word occurrence of `word` (so "tabshell" does not match inside "tabshells"). */
const wordly = (word: string) => new RegExp(`(?<![\\w.-])${escapeRegExp(word)}(?![\\w-])`, 'g');

/** Replaces every whole-word `from` with `to`; throws when `from` is not there at all. */
function replaceAll(path: string, text: string, from: string, to: string): string {
  if (!wordly(from).test(text)) {
    throw new RenameError(`${path} does not contain "${from}" any more: was it edited by hand?`);
  }
  return text.replace(wordly(from), to);
}

/** In XML and property lists the name is a whole element's text: `<string>Tabshell</string>`. */
function replaceElementText(path: string, text: string, from: string, to: string): string {
  if (!text.includes(`>${from}<`))
    throw new RenameError(`${path} has no element holding "${from}"`);
  return text.replaceAll(`>${from}<`, `>${to}<`);
}

/** What each file must become: path → new contents (null: delete), for a rename from → to. */
export function planRename(
  read: (path: string) => string,
  javaFiles: readonly string[],
  from: Identity,
  to: Identity,
): Map<string, string | null> {
  const plan = new Map<string, string | null>();
  const edit = (path: string, ...changes: [keyof Identity, ...(keyof Identity)[]]) => {
    let text = plan.get(path) ?? read(path);
    for (const field of changes) {
      const inElements = field === 'name' && /\.(xml|plist)$/.test(path);
      text = (inElements ? replaceElementText : replaceAll)(path, text, from[field], to[field]);
    }
    plan.set(path, text);
  };

  plan.set(
    IDENTITY_FILE,
    read(IDENTITY_FILE)
      .replace(`APP_ID = '${from.id}';`, `APP_ID = '${to.id}';`)
      .replace(`APP_NAME = '${from.name}';`, `APP_NAME = '${to.name}';`)
      .replace(`APP_SLUG = '${from.slug}';`, `APP_SLUG = '${to.slug}';`),
  );
  edit('index.html', 'name');
  edit('public/assets/404.html', 'name');
  edit('package.json', 'slug');
  // Only the root project's two "name" lines: no dependency is called after the app.
  const lock = read('package-lock.json');
  const lockName = `"name": "${from.slug}"`;
  if (lock.split(lockName).length !== 3)
    throw new RenameError(`package-lock.json does not name "${from.slug}" twice`);
  plan.set('package-lock.json', lock.replaceAll(lockName, `"name": "${to.slug}"`));

  edit('android/app/build.gradle', 'id');
  edit('android/app/src/main/res/values/strings.xml', 'id', 'name');
  edit('android/app/src/main/AndroidManifest.xml', 'slug');
  edit('ios/App/App/Info.plist', 'id', 'name', 'slug');
  edit('ios/App/App.xcodeproj/project.pbxproj', 'id');

  // The Java sources move with their package: dev/tabshell/app/X.java → com/acme/field/X.java.
  const oldDir = `${ANDROID_JAVA_ROOT}/${from.id.replaceAll('.', '/')}/`;
  const newDir = `${ANDROID_JAVA_ROOT}/${to.id.replaceAll('.', '/')}/`;
  const moving = javaFiles.filter((path) => path.startsWith(oldDir));
  if (moving.length === 0)
    throw new RenameError(`no Java source under ${oldDir}: was the package moved by hand?`);
  for (const path of moving) {
    const text = replaceAll(path, read(path), from.id, to.id);
    plan.set(path, null);
    plan.set(newDir + path.slice(oldDir.length), text);
  }
  return plan;
}
