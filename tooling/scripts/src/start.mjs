// npm start: install, build, then serve every brand and the API on PORT (default 3000). The API
// migrates and seeds the embedded database at start and skips what is already there.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { build, checkNode, ensureInstalled, root } from './workspace.mjs';

checkNode();
ensureInstalled();
build();

console.log('• starting the server…');
const server = spawn(process.execPath, ['--enable-source-maps', path.join(root, 'apps/api/dist/main.js')], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
