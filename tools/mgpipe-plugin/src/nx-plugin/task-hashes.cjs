// Prints {"<project>:test": "<hash>"} for every test target of the workspace in the current directory, computed by
// Nx's own task hasher (what decides a cache hit). Used by state-affected.test.ts on a throwaway copy, before and
// after an edit of migrations/state.json. Plain CommonJS: it runs with the copy's node_modules, no TS loader.
'use strict';
const { join } = require('node:path');
const nxDist = join(process.cwd(), 'node_modules', 'nx', 'dist', 'src');
const { createProjectGraphAsync } = require(join(nxDist, 'devkit-exports.js'));
const { readNxJson } = require(join(nxDist, 'config', 'nx-json.js'));
const { createTaskGraph } = require(join(nxDist, 'tasks-runner', 'create-task-graph.js'));
const { createTaskHasher } = require(join(nxDist, 'hasher', 'create-task-hasher.js'));

(async () => {
  const graph = await createProjectGraphAsync({ exitOnError: true });
  const projects = Object.values(graph.nodes).filter((n) => n.data.targets?.test !== undefined).map((n) => n.name);
  const taskGraph = createTaskGraph(graph, {}, projects, ['test'], undefined, {}, true);
  const tasks = Object.values(taskGraph.tasks);
  const hasher = createTaskHasher(graph, readNxJson());
  const hashes = await hasher.hashTasks(tasks, taskGraph, Object.fromEntries(tasks.map((t) => [t.id, process.env])));
  process.stdout.write(`${JSON.stringify(Object.fromEntries(tasks.map((t, i) => [t.id, hashes[i].value])))}\n`);
})().catch((e) => {
  process.stderr.write(`${e.stack ?? e}\n`);
  process.exit(2);
});
