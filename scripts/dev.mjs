#!/usr/bin/env node
// `npm run dev`: the API with reload (tsx watch, port 3000) and Vite's dev server (port 5173) proxying to it.
import { spawn } from 'node:child_process';

const children = [
  spawn('npm', ['run', 'dev', '-w', '@miao/server'], { stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '-w', '@miao/web'], { stdio: 'inherit' }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((child) =>
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  }),
);
