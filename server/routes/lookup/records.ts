/**
 * The CSV layout of lookup data (docs/lookup.md) and turning its rows into records to
 * store: one header row naming the columns, then one record per row. Every bad row is
 * reported with its line number; nothing is stored unless every row is good.
 */
import type { Catalogue } from '../../../engine';
import type { LookupInput } from '../../repositories/lookup';
import { normaliseText } from '../../repositories/lookup-text';
import { type LookupCategory, nameField } from './categories';
import { CsvError, parseCsv } from './csv';
import { checkOptions } from './mapping';

/** The record fields a CSV may carry, beside id and the optional sub_text. */
const ADDRESS_FIELDS = ['address_line_1', 'address_line_2', 'city', 'state', 'zip', 'country'];

/** The columns a category's CSV may have; id and the name field are required. */
export function lookupColumns(category: LookupCategory): string[] {
  return ['id', ...(category === 'address' ? [] : ['name']), ...ADDRESS_FIELDS, 'sub_text'];
}

/** Longest id and field value accepted. */
export const MAX_ID_LENGTH = 64;
const MAX_FIELD_LENGTH = 200;

/** A bad line of an import. */
export interface RowError {
  line: number;
  message: string;
}

/** The records of a file, or why they cannot be imported. */
export interface ParsedLookup {
  records: LookupInput[];
  errors: RowError[];
}

/** The line under the name: "city, state" (and for addresses the second line and zip). */
function defaultSubText(category: LookupCategory, record: Record<string, string>): string {
  const region = [record.state, category === 'address' ? record.zip : undefined].filter(Boolean).join(' ');
  const parts = [category === 'address' ? record.address_line_2 : undefined, record.city, region];
  return parts.filter(Boolean).join(', ');
}

function checkHeader(category: LookupCategory, header: string[]): string[] {
  const known = lookupColumns(category);
  const problems: string[] = [];
  header.forEach((column, index) => {
    if (!known.includes(column)) problems.push(`unknown column '${column}' (known: ${known.join(', ')})`);
    if (header.indexOf(column) !== index) problems.push(`the column '${column}' appears twice`);
  });
  for (const required of ['id', nameField(category)]) {
    if (!header.includes(required)) problems.push(`the header has no '${required}' column`);
  }
  return problems;
}

/** The record of one row, or the problems with it. */
function readRow(
  category: LookupCategory,
  header: string[],
  fields: string[],
  catalogue: Catalogue | undefined,
): LookupInput | string[] {
  if (fields.length !== header.length) {
    return [`expected ${header.length} fields as in the header, found ${fields.length}`];
  }
  const problems: string[] = [];
  const values: Record<string, string> = Object.create(null);
  header.forEach((column, index) => {
    const value = (fields[index] ?? '').trim();
    const limit = column === 'id' ? MAX_ID_LENGTH : MAX_FIELD_LENGTH;
    if (value.length > limit) problems.push(`${column} is longer than ${limit} characters`);
    // Line breaks, tabs, NUL (which PostgreSQL refuses): none belongs in a one-line field.
    if (/\p{Cc}/u.test(value)) problems.push(`${column} contains a control character or line break`);
    values[column] = value;
  });
  const { id = '', sub_text: subText, ...record } = values;
  const name = record[nameField(category)] ?? '';
  if (id === '') problems.push('id is empty');
  if (normaliseText(name) === '') problems.push(`${nameField(category)} has no letters or digits`);
  if (catalogue) problems.push(...checkOptions(catalogue, category, record));
  if (problems.length > 0) return problems;
  return { id, text: name, sub_text: subText || defaultSubText(category, record), record: { ...record } };
}

/** Reads a category's CSV text into records, with every bad line reported. */
export function parseLookupCsv(
  category: LookupCategory,
  text: string,
  catalogue: Catalogue | undefined,
): ParsedLookup {
  let rows: ReturnType<typeof parseCsv>;
  try {
    rows = parseCsv(text);
  } catch (error) {
    if (error instanceof CsvError)
      return { records: [], errors: [{ line: error.line, message: error.message }] };
    throw error;
  }
  const [headerRow, ...dataRows] = rows;
  if (!headerRow) return { records: [], errors: [{ line: 1, message: 'the file has no header row' }] };
  const header = headerRow.fields.map((column) => column.trim());
  const headerProblems = checkHeader(category, header);
  if (headerProblems.length > 0) {
    return { records: [], errors: headerProblems.map((message) => ({ line: headerRow.line, message })) };
  }
  const records: LookupInput[] = [];
  const errors: RowError[] = [];
  const firstLine = new Map<string, number>();
  for (const row of dataRows) {
    const result = readRow(category, header, row.fields, catalogue);
    if (Array.isArray(result)) {
      errors.push(...result.map((message) => ({ line: row.line, message })));
      continue;
    }
    const earlier = firstLine.get(result.id);
    if (earlier !== undefined) {
      errors.push({ line: row.line, message: `the id '${result.id}' is already used on line ${earlier}` });
      continue;
    }
    firstLine.set(result.id, row.line);
    records.push(result);
  }
  return { records, errors };
}
