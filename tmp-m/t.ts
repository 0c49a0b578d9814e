import mammoth from 'mammoth';
import { docxFile, paragraph, table } from '../tests/api/fixtures/files';

const bytes = docxFile();
let doc: any;
await mammoth.convertToHtml(
  { buffer: Buffer.from(bytes) },
  {
    transformDocument: (d: any) => {
      doc = d;
      return d;
    },
  },
);
const show = (n: any, depth = 0): void => {
  const { children, ...rest } = n;
  console.log(' '.repeat(depth) + JSON.stringify(rest).slice(0, 200));
  (children ?? []).slice(0, 6).forEach((c: any) => show(c, depth + 2));
};
show(doc);
