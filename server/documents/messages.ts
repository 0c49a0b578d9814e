/**
 * What an applicant reads when a document cannot be used (GET /api/pdf/document-answer
 * answers FAILED with one of these). Plain words: what is wrong and what to do.
 */
export const documentMessages = {
  notUploaded: 'We could not find your uploaded file. Please upload it again.',
  mismatch: (extension: string) =>
    `The contents of your file do not match its .${extension} name. Please upload a real .png, .jpeg, .jpg, .pdf or .docx file.`,
  imageBroken:
    'Your image could not be read. It may be damaged. Please upload it again, or upload it as a PDF.',
  pdfBroken:
    'Your PDF could not be opened. It may be damaged. Please save it again and upload it, or upload a different file.',
  pdfEncrypted:
    'Your PDF is protected with a password or encryption. Please upload a copy without a password or protection.',
  tooManyPages: (limit: number) =>
    `Your document has more than ${limit} pages. Please upload a shorter document, of at most ${limit} pages.`,
  docxBroken:
    'Your Word document could not be opened. It may be damaged or not a .docx file. Please save it again as .docx, or upload it as a PDF.',
  conversionFailed: 'We could not convert your file. Please try again, or upload it as a PDF.',
  // Responses of the document calls.
  notFileQuestion: 'This question does not take a document.',
  noDocument: 'No document is stored for this question.',
  conversionStarted: 'Your document is being converted.',
  conversionDeleted: 'The converted document was deleted.',
  documentDeleted: 'Your document was deleted.',
  pdfNotFound: 'This PDF was not found.',
} as const;

/** A document that cannot be used; the message is for the applicant. */
export class DocumentProblem extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DocumentProblem';
  }
}
