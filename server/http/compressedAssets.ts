import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { NextFunction, Request, Response } from 'express';

type Encoding = 'br' | 'gzip';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

interface Asset {
  raw: Buffer;
  type: string;
  encoded: Partial<Record<Encoding, Promise<Buffer>>>;
}

/** Hashed build outputs are flat and named `<name>-<hash>.<ext>`: anything else is not ours to serve here. */
const ASSET_NAME = /^[\w-]+(\.[\w-]+)*\.(js|css|svg|woff2?|png|jpe?g|webp|json|wasm)$/;
const COMPRESSIBLE = /\.(js|css|svg|json)$/;

/**
 * Serves `dir` (the build's `assets/` folder) compressed once and then from memory. Files there
 * are immutable (their name is their content's hash), so each is read and compressed on its
 * first request only, instead of on every response (about 70 of them when an admin opens a
 * screen on a cold cache). Brotli when the browser accepts it, else gzip.
 */
export function compressedAssets(dir: string) {
  const cache = new Map<string, Promise<Asset | null>>();

  const load = (name: string): Promise<Asset | null> => {
    let entry = cache.get(name);
    if (!entry) {
      entry = fs.promises.readFile(path.join(dir, name)).then(
        (raw) => ({ raw, type: path.extname(name), encoded: {} }),
        () => null,
      );
      cache.set(name, entry);
      // A missing file is not remembered: a later build may add it.
      void entry.then((a) => a ?? cache.delete(name));
    }
    return entry;
  };

  // zlib's callback API compresses on libuv's thread pool: the event loop keeps answering the API.
  const encode = (asset: Asset, encoding: Encoding): Promise<Buffer> =>
    (asset.encoded[encoding] ??=
      encoding === 'br'
        ? brotli(asset.raw, {
            params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: asset.raw.length },
          })
        : gzip(asset.raw, { level: 9 }));

  return (req: Request, res: Response, next: NextFunction): void => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const name = req.path.slice(1);
    void (async () => {
      // A missing asset is a 404, never the app's HTML: a tab left open across a deploy asks for
      // the old build's chunks and must get an error it can report, not a page to parse as code.
      const asset = ASSET_NAME.test(name) ? await load(name) : null;
      if (!asset) return void res.status(404).type('text/plain').end('Not found.');
      const encoding: Encoding | false = !COMPRESSIBLE.test(name)
        ? false
        : req.acceptsEncodings('br')
          ? 'br'
          : req.acceptsEncodings('gzip')
            ? 'gzip'
            : false;
      const body = encoding ? await encode(asset, encoding) : asset.raw;
      res.type(asset.type);
      res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      res.setHeader('Vary', 'Accept-Encoding');
      if (encoding) res.setHeader('Content-Encoding', encoding);
      res.setHeader('Content-Length', body.length);
      res.end(req.method === 'HEAD' ? undefined : body);
    })().catch(next);
  };
}
