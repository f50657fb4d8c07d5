// @mgpipe/gles-xfb-queries: the xfb-queries subsystem of the GLES backend (migrations/subsystems/xfb-queries):
// queries, sync objects, transform feedback, barriers and compute dispatch.
export { QueryCommands, type QueryDevice } from './query-commands.ts';
