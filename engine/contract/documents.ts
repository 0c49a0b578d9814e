/** The document and PDF calls (SPEC 3, 7, 9): uploads, their conversions, the application PDF. */
import type { FromSchema } from 'json-schema-to-ts';
import { nullableText, text, textMap } from './common';

/** A stored upload of a file-upload question (GET /api/document-answer, the profile). */
export const storedDocument = {
  type: 'object',
  required: ['file_name', 'file_size'],
  properties: { file_name: text, file_size: { type: 'integer', minimum: 0 } },
  additionalProperties: false,
} as const;

/** An uploaded document. */
export type StoredDocument = FromSchema<typeof storedDocument>;

/** The uploads by question key; refused ones are not held. */
export const storedDocuments = { type: 'object', additionalProperties: storedDocument } as const;

/** The uploads by question key. */
export type StoredDocuments = FromSchema<typeof storedDocuments>;

/** SPEC 3's PDF status values; NOT_ANSWERED also stands for nothing uploaded. */
export const PDF_STATUSES = ['NOT_ANSWERED', 'UNPROCESSED', 'IN_PROGRESS', 'COMPLETED', 'FAILED'] as const;

const pdfStatus = { type: 'string', enum: PDF_STATUSES } as const;

/** A conversion's or the application PDF's status. */
export type PdfStatus = (typeof PDF_STATUSES)[number];

/** GET /api/pdf/document-answer/{key}: the conversion of one question's upload. */
export const conversionBody = {
  type: 'object',
  required: ['status', 'message'],
  properties: {
    status: pdfStatus,
    message: { ...nullableText, description: 'For FAILED: why, for the applicant.' },
  },
  additionalProperties: false,
} as const;

/** A conversion's status. */
export type ConversionStatus = FromSchema<typeof conversionBody>;

/** GET /api/pdf: the application PDF's status and, once COMPLETED, its url. */
export const applicationPdfBody = {
  type: 'object',
  required: ['status', 'url'],
  properties: { status: pdfStatus, url: nullableText },
  additionalProperties: false,
} as const;

/** The application PDF's status. */
export type ApplicationPdf = FromSchema<typeof applicationPdfBody>;

/** POST /api/presigned-url: an S3-style POST policy; `fields.key` is where the file goes. */
export const presignedUploadBody = {
  type: 'object',
  required: ['url', 'fields'],
  properties: { url: text, fields: textMap },
  additionalProperties: false,
} as const;

/** A presigned upload. */
export type PresignedUpload = FromSchema<typeof presignedUploadBody>;
