/**
 * The schemas of the document calls (requests here, answers from engine/contract): what
 * validates, serializes and documents each of them in /api/openapi.json.
 */
import {
  applicationPdfBody,
  conversionBody,
  messageReply,
  presignedUploadBody,
  storedDocuments,
} from '../../../engine/contract';
import { documentMessages } from '../../documents/messages';
import { messages } from '../../messages';

const keyParams = {
  type: 'object',
  required: ['key'],
  properties: { key: { type: 'string', maxLength: 200, description: 'A file-upload question’s key.' } },
} as const;

const submittedAlready = messageReply(`The application was submitted: "${messages.applicationSubmitted}"`);
const notFileQuestion = `"${documentMessages.notFileQuestion}"`;
const noDocument = messageReply(`${notFileQuestion}, or "${documentMessages.noDocument}"`);

export const presignSchema = {
  summary: 'An S3-style presigned POST for one file of a file-upload question (SPEC 4)',
  body: {
    type: 'object',
    required: ['answer_key'],
    properties: { answer_key: { type: 'string', maxLength: 200 } },
  },
  response: {
    200: { ...presignedUploadBody, description: 'Post `fields`, then the file, as form data to `url`.' },
    400: messageReply(`A bad body, or not a file-upload question: ${notFileQuestion}`),
    409: submittedAlready,
  },
} as const;

export const convertSchema = {
  summary: 'Starts the conversion to PDF of the file uploaded with a presigned POST',
  params: keyParams,
  body: {
    type: 'object',
    required: ['file_key', 'file_name'],
    properties: {
      file_key: { type: 'string', maxLength: 600 },
      file_name: { type: 'string', maxLength: 1000 },
    },
  },
  response: {
    202: messageReply(`Accepted: "${documentMessages.conversionStarted}"`),
    404: messageReply(
      `${notFileQuestion}, a file key not given to this applicant for this question, or "${documentMessages.notUploaded}"`,
    ),
    409: submittedAlready,
  },
} as const;

export const conversionStatusSchema = {
  summary: 'The conversion’s status; FAILED comes with the message for the applicant',
  params: keyParams,
  response: {
    200: { ...conversionBody, description: 'NOT_ANSWERED when nothing is uploaded.' },
    404: messageReply(notFileQuestion),
  },
} as const;

export const conversionDeleteSchema = {
  summary: 'Deletes the converted PDF (the upload stays)',
  params: keyParams,
  response: {
    200: messageReply(`Deleted: "${documentMessages.conversionDeleted}"`),
    404: noDocument,
    409: submittedAlready,
  },
} as const;

export const documentsSchema = {
  summary: 'The uploaded documents by question key (refused ones are not held)',
  response: { 200: { ...storedDocuments, description: 'Question key → file name and size.' } },
} as const;

export const documentDeleteSchema = {
  summary: 'Deletes the upload of a question and its PDF',
  params: keyParams,
  response: {
    200: messageReply(`Deleted: "${documentMessages.documentDeleted}"`),
    404: noDocument,
    409: submittedAlready,
  },
} as const;

export const applicationPdfSchema = {
  summary: 'The application PDF: queues a render when anything changed; COMPLETED comes with its url',
  response: { 200: { ...applicationPdfBody, description: 'The url is set once COMPLETED.' } },
} as const;

export const applicationPdfFileSchema = {
  summary: 'The rendered application PDF, to its owner only',
  params: {
    type: 'object',
    required: ['render'],
    properties: { render: { type: 'string', maxLength: 100 } },
  },
  response: {
    200: {
      description: 'The PDF, as an attachment.',
      content: { 'application/pdf': { schema: { type: 'string', contentMediaType: 'application/pdf' } } },
    },
    404: messageReply(`Not this applicant’s current render: "${documentMessages.pdfNotFound}"`),
  },
} as const;
