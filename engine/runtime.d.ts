/**
 * The host functions engine/ may use: only those that every place it runs provides
 * (the browser, Node 20). engine/tsconfig.json gives engine/ the ECMAScript library
 * alone, without DOM or Node types, so any other browser or Node API fails to type-check.
 */

/** HTML's deep copy, in every browser and in Node since 17. */
declare function structuredClone<T>(value: T): T;
