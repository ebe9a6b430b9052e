/**
 * The action↔Lambda contract: what both sides know about the state bucket and each other. The
 * action writes bundles and invokes; the Lambda verifies, deploys and records state. Both import
 * this module and nothing else of each other.
 */
export * from './bundle';
export * from './deploy';
export * from './keys';
export * from './s3-errors';
export * from './state';
