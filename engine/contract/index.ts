/**
 * The contract between the server and the browser: the JSON Schema of every body both
 * read, with its TypeScript type derived from it (docs/decisions/012). The server's
 * routes validate, serialize and document with these objects; src/ and widgets/ import
 * the types. Nothing here runs anything: it is data and types.
 */
export * from './account';
export * from './application';
export * from './common';
export * from './documents';
export * from './lookup';
export * from './partner';
export * from './profile';
export * from './service';
