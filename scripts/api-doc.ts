import fs from 'node:fs';
import path from 'node:path';
import { openApiDocument } from '../server/openapi/document';

/** `npm run api:doc`: writes docs/openapi.json, the document GET /api/openapi.json serves. */
const file = path.resolve(import.meta.dirname, '../docs/openapi.json');
fs.writeFileSync(file, `${JSON.stringify(openApiDocument(), null, 2)}\n`);
console.log(`Wrote ${path.relative(process.cwd(), file)}`);
