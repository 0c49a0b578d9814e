/**
 * `npm run bench`: runs every benchmark section and prints one table of medians,
 * each beside the baseline measured in the same run and their ratio.
 * Pass section names to run only some: `npm run bench -- server`.
 */
import { clientBench } from './client';
import { crashBench } from './crash';
import { documentsBench } from './documents';
import { engineBench } from './engine';
import { lookupBench } from './lookup';
import { phoneBench } from './phone';
import { serverBench } from './server';
import { soakBench } from './soak';
import { type BenchRow, type BenchSection, renderTable } from './table';

const sections: Record<string, BenchSection> = {
  server: serverBench,
  engine: engineBench,
  lookup: lookupBench,
  client: clientBench,
  phone: phoneBench,
  documents: documentsBench,
  soak: soakBench,
  crash: crashBench,
};

const wanted = process.argv.slice(2).filter((name) => !name.startsWith('-'));
const unknown = wanted.filter((name) => !(name in sections));
if (unknown.length > 0) {
  console.error(
    `Unknown bench section(s): ${unknown.join(', ')}. Known: ${Object.keys(sections).join(', ')}.`,
  );
  process.exit(2);
}

const rows: BenchRow[] = [];
for (const [name, section] of Object.entries(sections)) {
  if (wanted.length > 0 && !wanted.includes(name)) continue;
  console.error(`Running bench section "${name}"...`);
  rows.push(...(await section()));
}
console.log(renderTable(rows));
