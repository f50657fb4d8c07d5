// The explicit-layout scan names the variable of a struct type defined in its own declaration, not the struct: the
// link pairs such an input with the previous stage's output at its location (GL 4.5 §7.4.1) by that name.
import { describe, expect, it } from 'vitest';
import { scanExplicitLayouts } from '../src/layout-scan.ts';

describe('scanExplicitLayouts', () => {
  it('names a struct-typed variable declared with its struct after the struct body', () => {
    const found = scanExplicitLayouts('layout(location = 2) in struct S {\n\tvec4 a;\n} s;\nlayout(location = 0) in vec4 v;\n');
    expect(found).toEqual([
      { storage: 'in', name: 's', location: 2, binding: undefined, index: undefined },
      { storage: 'in', name: 'v', location: 0, binding: undefined, index: undefined },
    ]);
  });

  it('still names an interface block by its block name', () => {
    const found = scanExplicitLayouts('layout(location = 1) out Block { vec4 a; } inst;\n');
    expect(found.map((f) => f.name)).toEqual(['Block']);
  });
});
