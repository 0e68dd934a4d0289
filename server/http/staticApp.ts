import fs from 'node:fs';
import path from 'node:path';
import express, { type Express } from 'express';
import { compressedAssets } from './compressedAssets';

/**
 * Serves the built app (dist/) and nothing else from disk. Hashed assets are cached
 * for a year (and compressed once, see compressedAssets); index.html never, so a new build is
 * picked up at once.
 */
export function serveBuiltApp(app: Express, dir: string): void {
  const index = path.join(dir, 'index.html');
  app.use('/assets', compressedAssets(path.join(dir, 'assets')));
  app.use(
    express.static(dir, {
      index: false,
      dotfiles: 'deny',
      // assets/ never reaches this (compressedAssets answers it): these are the unhashed files.
      setHeaders: (res) => res.setHeader('Cache-Control', 'no-cache'),
    }),
  );
  // Client-side routes (/users, /signin, ...) all load the app shell.
  app.get(/^\/(?!api\/).*/, (_req, res, next) => {
    if (!fs.existsSync(index)) return next();
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(index);
  });
}
