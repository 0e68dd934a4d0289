import express, { type RequestHandler } from 'express';
import { HttpError } from './errors';

const OVERRIDE_HEADERS = ['x-http-method-override', 'x-http-method', 'x-method-override'];
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** A POST must stay a POST: method overrides would let a request skip the checks of the real method. */
export const refuseMethodOverride: RequestHandler = (req, _res, next) => {
  if (OVERRIDE_HEADERS.some((h) => req.headers[h] !== undefined) || (req.query && '_method' in req.query)) {
    return next(new HttpError(400, 'HTTP method overrides are not accepted.'));
  }
  next();
};

/** Request bodies are JSON objects: anything else would create empty or malformed records. */
export const requireJsonBody: RequestHandler = (req, _res, next) => {
  if (!['POST', 'PUT', 'PATCH'].includes(req.method)) return next();
  const hasBody = Number(req.headers['content-length'] ?? 0) > 0 || req.headers['transfer-encoding'] !== undefined;
  if (hasBody && !req.is('application/json')) {
    return next(new HttpError(415, 'Request bodies must be JSON (Content-Type: application/json).'));
  }
  next();
};

export function jsonBodyParser(limit: string): RequestHandler {
  // Keys that could reach Object.prototype are dropped while parsing, before any code sees them.
  return express.json({ limit, strict: true, reviver: (key, value) => (FORBIDDEN_KEYS.has(key) ? undefined : value) });
}

export const requireObjectBody: RequestHandler = (req, _res, next) => {
  if (!['POST', 'PUT', 'PATCH'].includes(req.method)) return next();
  if (req.body === undefined || req.body === null) req.body = {};
  if (typeof req.body !== 'object' || Array.isArray(req.body)) {
    return next(new HttpError(400, 'The request body must be a JSON object.'));
  }
  next();
};

export const noStore: RequestHandler = (_req, res, next) => {
  res.setHeader('Cache-Control', 'no-store');
  next();
};
