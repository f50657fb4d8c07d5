// Types for workspace-wide.mjs (a plain Node script run before any TypeScript tooling), for its tests.
type ProjectNodes = Record<string, { data: { root: string; targets?: Record<string, { executor?: string; options?: Record<string, unknown> }> } }>;
export function readJsonc(path: string): unknown;
export function typecheckPlan(nodes: ProjectNodes, readTsconfig: (path: string) => unknown): { unionIncludes: string[]; ownTsconfigs: string[]; nxProjects: string[] };
export function unionTsconfig(unionIncludes: string[], at: string): { $comment: string; extends: string; include: string[] };
export function lintPlan(nodes: ProjectNodes): { roots: string[]; nxProjects: string[] };
