// The workspace's Nx plugin (nx.json "plugins"): infers the migration-state project and the subsystem-<name>
// projects with their test / verify targets (subsystem-nodes.ts says what and why), and the edge
// migration → migration-state. Nx loads this file with ts-node (TOOLING.md); it is CommonJS TypeScript (.cts)
// because ts-node cannot load a .ts file of this ESM package ("Unknown file extension .ts"), and it loads the
// ESM sources (subsystem-nodes.ts, @mgpipe/migration) through tsx's CommonJS API, as the generator shims do.
import { DependencyType, type CreateDependencies, type CreateNodesV2 } from '@nx/devkit';

type Nodes = typeof import('./subsystem-nodes.ts');
let nodes: Nodes | null = null;
const impl = (): Nodes => (nodes ??= require('tsx/cjs/api').require('./subsystem-nodes.ts', __filename) as Nodes);

export const createNodesV2: CreateNodesV2 = [
  'migrations/{state.json,subsystems/*/subsystem.json}',
  async (files, _options, context) => {
    const n = impl();
    return files.map((file) => {
      const project = file === n.STATE_FILE ? n.inferStateProject() : n.inferSubsystemProject(context.workspaceRoot, file);
      const { root, ...config } = project;
      return [file, { projects: { [root]: { root, ...config } } }] as const;
    });
  },
];

export const createDependencies: CreateDependencies = (_options, context) => {
  const n = impl();
  if (!n.loaderReadsState(context.workspaceRoot) || context.projects['migration'] === undefined) return [];
  return [{ source: 'migration', target: n.STATE_PROJECT, type: DependencyType.static, sourceFile: n.STATE_LOADER }];
};
