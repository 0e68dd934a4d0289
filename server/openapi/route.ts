import type { RequestHandler } from 'express';
import { refuseQueryParameters } from '../rest/queryParameters';
import { openApiDocument } from './document';

/**
 * GET /api/openapi.json: open without a session so tools can fetch it; it holds the contract
 * only (schemas, routes, permission names), no data and no secrets. Built once, on first ask.
 */
export function openApiRoute(): RequestHandler {
  let body: string | null = null;
  return (req, res) => {
    refuseQueryParameters(req);
    body ??= JSON.stringify(openApiDocument());
    res.type('application/json').send(body);
  };
}
