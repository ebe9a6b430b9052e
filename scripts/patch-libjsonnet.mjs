// libjsonnet 0.20 (inside @hanazuki/node-jsonnet 2.1.0) dispatches a native function to the
// built-in of the same name when one exists, so `std.native('parseYaml')` runs jsonnet's own
// rapidyaml parser (single documents unwrapped, YAML 1.2 booleans) instead of qbec's, and a
// multi-document string aborts the whole process. This gives natives their own name space:
// `std.native(n)` returns a function named `native:<n>`, which never matches a built-in, and the
// dispatcher strips the prefix to find the callback. std.parseYaml and other built-ins are untouched.
// Idempotent; rebuilds the addon (incrementally) only when it changed the source.
// It is the `postprepare` script: npm runs it after `npm ci` or `npm install` in this checkout, and
// never in an install of the rigging package, whose tarball has no scripts/ and loads the addon
// built into dist/native/. Not `postinstall` (it would run in users' installs), nor `prepare`,
// which npm 11 lists as an unreviewed install script of a tarball dependency (an error under
// strict-allow-scripts) although it does not run there.
// The package is optional (it needs a C++ toolchain): without it, or when the rebuild fails, this
// says why and succeeds, so `npm ci` still works and only the libjsonnet engine and its tests are
// unavailable. A failed rebuild removes the unpatched addon rather than leave it to answer wrongly.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const skip = (why) => {
  console.error(
    `patch-libjsonnet: ${why}; the libjsonnet engine is unavailable (rigging's own engine is the default)`,
  );
  process.exit(0);
};
let pkgDir;
try {
  pkgDir = path.resolve(path.dirname(require.resolve('@hanazuki/node-jsonnet')), '..');
} catch {
  skip('@hanazuki/node-jsonnet is not installed (its native build needs cmake and a C++ compiler)');
}
const built = path.join(pkgDir, 'build/Release/node-jsonnet.node');
const vmCpp = path.join(pkgDir, 'third_party/jsonnet/core/vm.cpp');
const MARK = '/* rigging: native name space */';

const edits = [
  [
    'scratch = makeNativeBuiltin(builtin_name, cb.params);',
    `scratch = makeNativeBuiltin("native:" + builtin_name, cb.params); ${MARK}`,
  ],
  [
    'VmNativeCallbackMap::const_iterator nit =\n                            nativeCallbacks.find(builtin_name);',
    `VmNativeCallbackMap::const_iterator nit = nativeCallbacks.find( ${MARK}\n                            builtin_name.rfind("native:", 0) == 0 ? builtin_name.substr(7) : builtin_name);`,
  ],
];

let source = readFileSync(vmCpp, 'utf8');
if (source.includes(MARK)) {
  if (existsSync(built)) process.exit(0);
} else {
  for (const [from, to] of edits) {
    if (!source.includes(from)) {
      console.error(
        `patch-libjsonnet: ${vmCpp} does not contain the expected code; was the package upgraded?`,
      );
      process.exit(1);
    }
    source = source.replace(from, to);
  }
  writeFileSync(vmCpp, source);
}
console.error(
  'patch-libjsonnet: rebuilding @hanazuki/node-jsonnet with native functions in their own name space',
);
const cmakeJs = path.join(
  path.dirname(createRequire(path.join(pkgDir, 'package.json')).resolve('cmake-js')),
  '..',
  'bin',
  'cmake-js',
);
// The same flags as the package's own install script.
try {
  execFileSync(process.execPath, [cmakeJs, 'build', '--CDCMAKE_EXPORT_COMPILE_COMMANDS=1'], {
    cwd: pkgDir,
    stdio: 'inherit',
  });
} catch (err) {
  rmSync(built, { force: true });
  skip(`rebuilding the addon failed (${err.message.split('\n')[0]})`);
}
