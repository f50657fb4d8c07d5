// Bundled by scripts/gpu-pack.mjs as driver-report.mjs: one JSON object naming the drivers a run used — our
// lane's GLES context (renderer, version, extension list, the Capabilities the backend derived from them and
// its Workarounds) and the reference lane's desktop GL context (renderer, version, extension list).
import { createGlesBackend } from '@mgpipe/backend-gles';
import { createContext, gl } from '@mgpipe/native-gl';

const GL_NUM_EXTENSIONS = 0x821d;
const GL_EXTENSIONS = 0x1f03;

const backend = createGlesBackend({ width: 1, height: 1, log: () => undefined });
const gles = backend.driverReport();
backend.destroy();

const reference = createContext({ api: 'gl', major: 4, minor: 5, profile: 'compat', surface: { width: 1, height: 1 } });
reference.makeCurrent();
const info = reference.info();
const count = new Int32Array(1);
gl.glGetIntegerv(GL_NUM_EXTENSIONS, count);
const extensions: string[] = [];
for (let i = 0; i < count[0]; i++) extensions.push(gl.glGetStringi(GL_EXTENSIONS, i) ?? '');
reference.destroy();

process.stdout.write(`${JSON.stringify({ gles, reference: { renderer: info.renderer, version: info.version, extensions: extensions.sort() } })}\n`);
