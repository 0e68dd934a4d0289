import { type Request } from 'express';
import { z } from 'zod';
import type { Store } from '../store/store';
import { HttpError } from '../http/errors';
import { routePermission } from '../http/routePermission';
import { refuseQueryParameters } from '../rest/queryParameters';
import { validateOrThrow } from '../rest/validate';
import { IMPORT_MODES, IMPORT_LISTS, isImportableList, type ImportableList } from '../../src/domain/listImport/importLists';
import { ImportFileError } from '../../src/domain/listImport/importFile';
import { objectsToCandidates, tableToCandidates, type Candidate } from '../../src/domain/listImport/analyzeImport';
import { UPLOAD_CHUNK_BYTES, UploadStaging, fileErrorResponse } from './uploads';
import { FileParsing } from './fileParsing';
import { referencedBy, usersByKey } from './listReferences';
import { applyImport } from './applyImport';
import { revertImport } from './revertImport';
import { DeclaredRouter } from '../http/declaredRouter';

export const startBody = z.object({ fileName: z.string().trim().min(1).max(255), size: z.number().int().min(0) }).strict();
/** A chunk is at most `chunkBytes` once decoded: its base64 text at most 4/3 of that (rounded up to a quantum). */
export const chunkBody = z
  .object({
    index: z.number().int().min(0),
    data: z
      .string()
      .max(Math.ceil(UPLOAD_CHUNK_BYTES / 3) * 4, { message: `A chunk holds at most ${UPLOAD_CHUNK_BYTES} bytes.` })
      .regex(/^[A-Za-z0-9+/]*={0,2}$/),
  })
  .strict();
export const importBody = z
  .object({
    mode: z.enum(IMPORT_MODES),
    uploadId: z.uuid().optional(),
    rows: z.array(z.unknown()).optional(),
  })
  .strict();

/** The list of the path; its permission is checked before, by routePermission. */
function listOf(req: Request): ImportableList {
  const { list } = req.params;
  if (!isImportableList(list)) throw new HttpError(404, 'Not found.');
  return list;
}

function asHttpError(e: unknown): unknown {
  return e instanceof ImportFileError ? fileErrorResponse(e) : e;
}

/** The rows an add_more or replace import brings: from an uploaded file (read on a worker thread), or given as JSON objects. */
async function readCandidates(
  staging: UploadStaging,
  parsing: FileParsing,
  req: Request,
  list: ImportableList,
  body: z.infer<typeof importBody>,
): Promise<Candidate[]> {
  const cfg = IMPORT_LISTS[list];
  if ((body.uploadId === undefined) === (body.rows === undefined)) {
    throw new HttpError(400, 'Send either uploadId (an uploaded file) or rows.', 'app.errors.validation', {
      errors: { uploadId: 'Send either uploadId or rows.' },
    });
  }
  if (body.rows) return objectsToCandidates(cfg, body.rows);
  const { fileName, bytes } = await staging.bytes(req.admin!.id, list, body.uploadId!);
  try {
    return tableToCandidates(cfg, await parsing.parse(fileName, bytes)).candidates;
  } catch (e) {
    // A file refused for what it holds is refused again however often it is sent: its bytes go
    // now, not half an hour later (a busy refusal keeps them for the retry).
    if (e instanceof ImportFileError) await staging.finish(body.uploadId!);
    throw e;
  }
}

/**
 * List Manager imports, under /api/lists/:list (user-categories, languages, countries, services-offered):
 * chunked file upload, import (add_more, replace, delete_all, revert) and revert. All need lists.manage (ROUTE_PERMISSIONS).
 */
export function importRoutes(store: Store, staging: UploadStaging, parsing = new FileParsing()): DeclaredRouter {
  const router = new DeclaredRouter();

  router.post('/lists/:list/uploads', routePermission, (req, res, next) => {
    const started = async () => {
      const list = listOf(req);
      const body = validateOrThrow(startBody, req.body);
      const upload = await staging.start(req.admin!.id, list, body.fileName, body.size);
      res.status(201).json({ uploadId: upload.id, chunkBytes: UPLOAD_CHUNK_BYTES, size: upload.size });
    };
    started().catch(next);
  });

  router.post('/lists/:list/uploads/:uploadId/chunks', routePermission, (req, res, next) => {
    const appended = async () => {
      const list = listOf(req);
      const body = validateOrThrow(chunkBody, req.body);
      const upload = await staging.append(req.admin!.id, list, req.params.uploadId, body.index, body.data);
      res.json({ uploadId: upload.id, received: upload.received, size: upload.size });
    };
    appended().catch(next);
  });

  router.post('/lists/:list/import', routePermission, async (req, res, next) => {
    try {
      const list = listOf(req);
      const body = validateOrThrow(importBody, req.body);
      if (body.mode === 'revert' || body.mode === 'delete_all') {
        if (body.uploadId !== undefined || body.rows !== undefined) {
          throw new HttpError(400, `The ${body.mode} mode takes no file or rows.`, 'app.errors.validation', {
            errors: { mode: 'This mode takes no file or rows.' },
          });
        }
      }
      if (body.mode === 'revert') return res.json(await store.transaction((tx) => revertImport(tx, req, list)));
      const candidates = body.mode === 'delete_all' ? [] : await readCandidates(staging, parsing, req, list, body);
      const mode = body.mode;
      const outcome = await store.transaction((tx) => applyImport(tx, req, { list, mode, candidates }));
      if (body.uploadId) await staging.finish(body.uploadId);
      res.json(outcome);
    } catch (e) {
      next(asHttpError(e));
    }
  });

  // How many users use each entry: the dialog warns before a replace or delete the server would refuse.
  router.get('/lists/:list/usage', routePermission, (req, res, next) => {
    refuseQueryParameters(req);
    const list = listOf(req);
    usersByKey(store, list)
      .then((used) => res.json({ field: referencedBy(list), entries: [...used].map(([key, users]) => ({ key, users })) }))
      .catch(next);
  });

  router.post('/lists/:list/revert', routePermission, async (req, res, next) => {
    try {
      const list = listOf(req);
      validateOrThrow(z.object({}).strict(), req.body ?? {});
      res.json(await store.transaction((tx) => revertImport(tx, req, list)));
    } catch (e) {
      next(e);
    }
  });

  return router;
}
