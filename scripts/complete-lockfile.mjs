#!/usr/bin/env node
// Adds lock entries for optional platform packages (biome, swc, unrs binaries for other systems) that
// npm leaves out when its registry mirror lacks them; without them `npm ci` refuses the lockfile.
// The entries carry os/cpu/libc, so npm skips them on every other platform and never fetches them.
// Run after `npm install` changes the lockfile.
import fs from 'node:fs';

const file = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(fs.readFileSync(file, 'utf8'));
const packages = lock.packages;
const systems = ['android', 'darwin', 'win32', 'freebsd', 'openharmony', 'linux'];
const cpus = ['arm64', 'x64', 'ia32', 'arm', 'ppc64', 's390x', 'riscv64', 'loong64'];

function platformOf(name) {
  const parts = name.split(/[-/]/);
  const platform = {
    os: [systems.find((s) => parts.includes(s))],
    cpu: [cpus.find((c) => parts.includes(c))],
  };
  if (parts.some((p) => p.startsWith('musl'))) platform.libc = ['musl'];
  return platform;
}

let added = 0;
for (const entry of Object.values(packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const key = `node_modules/${name}`;
    if (packages[key]) continue;
    const platform = platformOf(name);
    if (!platform.os[0] || !platform.cpu[0]) continue;
    packages[key] = { version, dev: entry.dev, optional: true, ...platform };
    added++;
  }
}
fs.writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
process.stdout.write(`complete-lockfile: ${added} platform entries added\n`);
