/**
 * What an applicant reads when a document cannot be used (GET /api/pdf/document-answer
 * answers FAILED with one of these). Plain words: what is wrong and what to do, worded in
 * schemas/replies.json under documents.
 */
import { fillMessage } from '../../engine/catalogue/messages';
import { documentTexts } from '../messages';

export const documentMessages = {
  ...documentTexts,
  mismatch: (extension: string) => fillMessage(documentTexts.mismatch, { extension }),
  tooManyPages: (limit: number) => fillMessage(documentTexts.tooManyPages, { limit }),
  imageTooLarge: (width: number, height: number, megapixels: number) =>
    fillMessage(documentTexts.imageTooLarge, { width, height, megapixels }),
} as const;

/** A document that cannot be used; the message is for the applicant. */
export class DocumentProblem extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DocumentProblem';
  }
}
