// The Nx side of `mgpipe bisect`: the @mgpipe/mgpipe-plugin:bisect executor's schema documents exactly the CLI's
// bisect options (one list, apps/mgpipe's command table; camelCase there, kebab-case here), and a target uses it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bisectCommand } from '../src/commands/bisect-command.ts';

const root = join(import.meta.dirname, '../../..');
const json = (path: string) => JSON.parse(readFileSync(join(root, path), 'utf8'));

describe('bisect executor', () => {
  it('its schema names every CLI option of bisect, each documented, and no other', () => {
    const schema = json('tools/mgpipe-plugin/src/executors/bisect/schema.json') as { properties: Record<string, { description?: string; type: string }> };
    const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
    expect(Object.keys(schema.properties).map(kebab).sort()).toEqual((bisectCommand.options ?? []).map((o) => o.name).sort());
    for (const [name, p] of Object.entries(schema.properties)) {
      expect(p.description, name).toMatch(/\w{3,}/);
      const cli = bisectCommand.options!.find((o) => o.name === kebab(name))!;
      expect(p.type === 'boolean', name).toBe(cli.value === undefined);
    }
  });

  it('is used by the mgpipe:bisect target, registered in the plugin', () => {
    expect(json('apps/mgpipe/project.json').targets.bisect).toMatchObject({ executor: '@mgpipe/mgpipe-plugin:bisect', cache: false });
    expect(json('tools/mgpipe-plugin/executors.json').executors.bisect).toMatchObject({ implementation: './src/executors/bisect/executor.cjs', schema: './src/executors/bisect/schema.json' });
  });
});
