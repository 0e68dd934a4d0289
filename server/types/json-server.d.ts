// The parts of json-server 0.17 we use (it ships no types).
declare module 'json-server' {
  import type { Express, Router, Request, Response } from 'express';
  interface JsonServerRouter extends Router {
    db: { getState(): object };
    render: (req: Request, res: Response) => void | Promise<void>;
  }
  const jsonServer: {
    create(): Express;
    router(db: object, opts?: { foreignKeySuffix?: string }): JsonServerRouter;
  };
  export default jsonServer;
}
