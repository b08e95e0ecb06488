// Plain JavaScript on purpose: it must run on any Node, including one too old for our `.ts` scripts.
// npm puts the pinned `node` devDependency first on PATH for every script; if its install script was
// skipped (`npm ci --ignore-scripts`), the machine's own Node runs them instead, and this says so.
import { readFileSync } from 'node:fs';
import semver from 'semver';

const { engines } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const version = process.versions.node;

if (!semver.satisfies(version, engines.node)) {
  console.error(
    `This project's scripts need Node ${engines.node}, but Node ${version} is running them: the pinned Node ` +
      `in node_modules was not installed (was npm run with --ignore-scripts?). Run \`npm rebuild node\`, ` +
      `or \`npm install\`, then try again.`,
  );
  process.exit(1);
}
