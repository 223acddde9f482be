// Writes the product cards' drawings (components/art/art-files.tsx) into the client build as
// dist/client/art/<name>.svg, where the server serves them as static files. Run by `npm run build`
// after the server-rendering build, whose entry exports artFiles().
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const dist = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const { artFiles } = await import(pathToFileURL(path.join(dist, 'server', 'entry-server.js')).href);
const dir = path.join(dist, 'client', 'art');
rmSync(dir, { recursive: true, force: true });
mkdirSync(dir, { recursive: true });
const files = await artFiles();
for (const [name, svg] of files) writeFileSync(path.join(dir, `${name}.svg`), svg);
console.log(`dist/client/art: ${files.size} drawings`);
