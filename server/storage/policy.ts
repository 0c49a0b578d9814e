/**
 * S3's browser-based upload policy (POST Object with Signature Version 4): the signed,
 * base64 policy document, and its verification as S3 performs it. The local driver
 * signs and verifies with this; the S3 driver's policies (signed by the AWS SDK) verify
 * with it too, which is how the tests check the conditions the S3 driver signs.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** The one algorithm S3 accepts for SigV4 POST policies. */
export const ALGORITHM = 'AWS4-HMAC-SHA256';

/** What a signed policy allows: one exact key of one bucket, a size range, until a time. */
export interface PolicyGrant {
  bucket: string;
  key: string;
  minBytes: number;
  maxBytes: number;
  expiresAt: Date;
}

/** Signing credentials and scope. */
export interface PolicySigner {
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
}

/** An upload S3 would refuse: the HTTP status and S3's error code and message. */
export interface PolicyRejection {
  status: number;
  code: string;
  message: string;
}

function hmac(key: Buffer | string, data: string): Buffer {
  return createHmac('sha256', key).update(data, 'utf8').digest();
}

/** The SigV4 signing key of a day, a region and the s3 service. */
export function signingKey(secret: string, day: string, region: string): Buffer {
  return hmac(hmac(hmac(hmac(`AWS4${secret}`, day), region), 's3'), 'aws4_request');
}

/** 2026-11-22T12:00:00.123Z → 20261122T120000Z. */
function amzDate(at: Date): string {
  return `${at.toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`;
}

/** The form fields of a presigned POST for the grant, signed at `now`. */
export function signPostPolicy(grant: PolicyGrant, signer: PolicySigner, now: Date): Record<string, string> {
  const date = amzDate(now);
  const day = date.slice(0, 8);
  const credential = `${signer.accessKeyId}/${day}/${signer.region}/s3/aws4_request`;
  const policy = {
    expiration: grant.expiresAt.toISOString(),
    conditions: [
      { bucket: grant.bucket },
      ['eq', '$key', grant.key],
      ['content-length-range', grant.minBytes, grant.maxBytes],
      { 'X-Amz-Algorithm': ALGORITHM },
      { 'X-Amz-Credential': credential },
      { 'X-Amz-Date': date },
    ],
  };
  const encoded = Buffer.from(JSON.stringify(policy), 'utf8').toString('base64');
  return {
    key: grant.key,
    'X-Amz-Algorithm': ALGORITHM,
    'X-Amz-Credential': credential,
    'X-Amz-Date': date,
    Policy: encoded,
    'X-Amz-Signature': hmac(signingKey(signer.secretAccessKey, day, signer.region), encoded).toString('hex'),
  };
}

const deny = (message: string): PolicyRejection => ({ status: 403, code: 'AccessDenied', message });
const badPolicy = (message: string): PolicyRejection => ({
  status: 400,
  code: 'InvalidPolicyDocument',
  message,
});

/** Fields S3 never asks a condition for. */
function exempt(name: string): boolean {
  return ['policy', 'x-amz-signature', 'file'].includes(name) || name.startsWith('x-ignore-');
}

/** What the verifier needs besides the form. */
export interface VerifyContext {
  /** The bucket the upload was sent to. */
  bucket: string;
  now: Date;
  /** The secret of an access key id, or undefined when unknown. */
  secretOf: (accessKeyId: string) => string | undefined;
}

/** A policy that S3 accepted up to the file's size: the key and the allowed size range. */
export interface VerifiedPolicy {
  key: string;
  minBytes: number;
  maxBytes: number;
}

/** Checks the signature of the form's policy (S3's SignatureDoesNotMatch). */
function checkSignature(form: Map<string, string>, context: VerifyContext): PolicyRejection | undefined {
  const policy = form.get('policy');
  const signature = form.get('x-amz-signature');
  const credential = form.get('x-amz-credential');
  if (!policy || !signature || !credential || form.get('x-amz-algorithm') !== ALGORITHM) {
    return deny('Bucket POST must contain a policy signed with AWS4-HMAC-SHA256.');
  }
  const [accessKeyId, day, region, service, terminator, ...rest] = credential.split('/');
  const secret = accessKeyId === undefined ? undefined : context.secretOf(accessKeyId);
  if (!secret || !day || !region || service !== 's3' || terminator !== 'aws4_request' || rest.length > 0) {
    return deny('The AWS Access Key Id you provided does not exist in our records.');
  }
  const expected = hmac(signingKey(secret, day, region), policy);
  const given = Buffer.from(/^[0-9a-f]{64}$/.test(signature) ? signature : '', 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return {
      status: 403,
      code: 'SignatureDoesNotMatch',
      message:
        'The request signature we calculated does not match the signature you provided. Check your key and signing method.',
    };
  }
  return undefined;
}

type Condition = Record<string, unknown> | unknown[];

/** Checks one condition; returns the field names it covers or a rejection. */
function checkCondition(
  condition: Condition,
  form: Map<string, string>,
  context: VerifyContext,
  range: { min: number; max: number },
): string[] | PolicyRejection {
  const fieldValue = (name: string) => (name === 'bucket' ? context.bucket : form.get(name));
  const failed = () =>
    deny(`Invalid according to Policy: Policy Condition failed: ${JSON.stringify(condition)}`);
  if (!Array.isArray(condition)) {
    const entries = Object.entries(condition);
    if (entries.length !== 1) return badPolicy('Invalid Policy: Invalid Simple-Condition.');
    const [name, value] = entries[0] as [string, unknown];
    return fieldValue(name.toLowerCase()) === String(value) ? [name.toLowerCase()] : failed();
  }
  const [operator, subject, value] = condition;
  if (operator === 'content-length-range') {
    if (!Number.isInteger(subject) || !Number.isInteger(value))
      return badPolicy('Invalid Policy: Invalid content-length-range.');
    range.min = Math.max(range.min, subject as number);
    range.max = Math.min(range.max, value as number);
    return [];
  }
  if (typeof subject !== 'string' || !subject.startsWith('$') || typeof value !== 'string') {
    return badPolicy(`Invalid Policy: Invalid Condition: ${JSON.stringify(condition)}`);
  }
  const name = subject.slice(1).toLowerCase();
  const actual = fieldValue(name) ?? '';
  if (operator === 'eq') return actual === value ? [name] : failed();
  if (operator === 'starts-with') return actual.startsWith(value) ? [name] : failed();
  return badPolicy(`Invalid Policy: Invalid Condition: ${JSON.stringify(condition)}`);
}

/**
 * Verifies a POST upload's fields as S3 does before it reads the file: the signature,
 * the expiration, every condition, and no field left uncovered. The caller then checks
 * the file's size against the returned range (`checkSize`).
 */
export function verifyPostPolicy(
  fields: Record<string, string>,
  context: VerifyContext,
): VerifiedPolicy | PolicyRejection {
  const form = new Map(Object.entries(fields).map(([name, value]) => [name.toLowerCase(), value]));
  const signatureProblem = checkSignature(form, context);
  if (signatureProblem) return signatureProblem;
  let document: { expiration?: unknown; conditions?: unknown };
  try {
    document = JSON.parse(Buffer.from(form.get('policy') ?? '', 'base64').toString('utf8'));
  } catch {
    return badPolicy('Invalid Policy: Invalid JSON.');
  }
  const expiration = typeof document.expiration === 'string' ? Date.parse(document.expiration) : Number.NaN;
  if (Number.isNaN(expiration) || !Array.isArray(document.conditions)) {
    return badPolicy('Invalid Policy: Policy missing expiration or conditions.');
  }
  if (expiration <= context.now.getTime()) return deny('Invalid according to Policy: Policy expired.');
  const range = { min: 0, max: Number.MAX_SAFE_INTEGER };
  const covered = new Set<string>();
  for (const condition of document.conditions as Condition[]) {
    const result = checkCondition(condition, form, context, range);
    if (!Array.isArray(result)) return result;
    for (const name of result) covered.add(name);
  }
  const extra = [...form.keys()].filter((name) => !exempt(name) && !covered.has(name));
  if (extra.length > 0) return deny(`Invalid according to Policy: Extra input fields: ${extra.join(', ')}`);
  const key = form.get('key');
  if (!key)
    return { status: 400, code: 'InvalidArgument', message: "Bucket POST must contain a field named 'key'." };
  return { key, minBytes: range.min, maxBytes: range.max };
}

/** S3's answer to a file outside the policy's content-length-range, or undefined when it fits. */
export function checkSize(size: number, policy: VerifiedPolicy): PolicyRejection | undefined {
  if (size > policy.maxBytes) {
    return {
      status: 400,
      code: 'EntityTooLarge',
      message: 'Your proposed upload exceeds the maximum allowed size',
    };
  }
  if (size < policy.minBytes) {
    return {
      status: 400,
      code: 'EntityTooSmall',
      message: 'Your proposed upload is smaller than the minimum allowed size',
    };
  }
  return undefined;
}

/** S3's XML error body. */
export function errorXml(rejection: PolicyRejection): string {
  const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${rejection.code}</Code><Message>${escapeXml(rejection.message)}</Message></Error>`;
}

/** Whether a verification ended in a rejection. */
export function isRejection(value: VerifiedPolicy | PolicyRejection): value is PolicyRejection {
  return 'code' in value;
}
