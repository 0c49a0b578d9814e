import { describe, expect, it } from 'vitest';
import { loadCatalogue } from './catalogue/load';
import { catalogueSources } from './catalogue/sources';
import { checkFile } from './files';

const catalogue = loadCatalogue('demo', catalogueSources);
const MB = 1024 * 1024;

describe('file uploads', () => {
  it.each([
    ['transcript.pdf', 1000, []],
    ['scan.PNG', MB, []],
    ['photo.jpeg', 10, []],
    ['photo.jpg', 10, []],
    ['letter.docx', 10, []],
    ['big.pdf', MB + 1, ['Your file is too large. The maximum file size is 1 MB.']],
    ['notes.txt', 10, ['You can only enter the following file types: .png, .jpeg, .jpg, .pdf, .docx']],
    ['noextension', 10, ['You can only enter the following file types: .png, .jpeg, .jpg, .pdf, .docx']],
    ['empty.pdf', 0, ['Your file is empty. Please upload a non-empty file.']],
    [`${'a'.repeat(28)}.pdf`, 10, []],
    // Characters, not UTF-16 units: 28 emoji (56 units) and the extension are 32.
    [`${'😀'.repeat(28)}.pdf`, 10, []],
    [
      `${'😀'.repeat(29)}.pdf`,
      10,
      [
        'The name of your file is too long. File name can have a maximum of 32 characters, including the extension.',
      ],
    ],
    [
      `${'a'.repeat(29)}.pdf`,
      10,
      [
        'The name of your file is too long. File name can have a maximum of 32 characters, including the extension.',
      ],
    ],
  ])('%s of %i bytes', (name, size, expected) => {
    expect(checkFile(catalogue, { name, size })).toEqual(expected);
  });
});
