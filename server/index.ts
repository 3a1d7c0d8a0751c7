import path from 'node:path';
import { createServer } from './app';

const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? '127.0.0.1';
const server = createServer({
  distDir: process.env.DIST ?? path.resolve(__dirname, '..', 'dist'),
  dataFile: process.env.DATA_FILE ?? path.resolve(__dirname, 'data', 'db.json'),
  apiTarget: process.env.API_TARGET || undefined,
  frameAncestors: process.env.FRAME_ANCESTORS || undefined,
});

server.listen(port, host, () => {
  console.log(`Cuota demo server: http://${host}:${port}/`);
});

const stop = () => server.close(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
