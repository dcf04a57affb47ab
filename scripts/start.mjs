// npm start: builds the web app if needed, then serves the portal (default http://localhost:5001).
import { buildIfNeeded } from './build-if-needed.mjs';
import { runServer } from './run-server.mjs';

buildIfNeeded();
runServer({ NODE_ENV: 'production', ...process.env });
