// The client's identity map and the memo in front of it: what the memo answers is what the map holds.
import { MGPipeKind, kNullHandle } from '@mgpipe/pipe-types';
import { describe, expect, it } from 'vitest';
import { ObjectHandles } from '../src/index.ts';

describe('ObjectHandles', () => {
  it('a handle per live object; a released object, asked again, gets a new one; ids sharing a memo entry stay apart', () => {
    const handles = new ObjectHandles();
    const a = { lifetimeId: 7 }, b = { lifetimeId: 7 + 64 }, c = { lifetimeId: 7 + 128 }; // one memo entry
    const ha = handles.handleOf(MGPipeKind.Buffer, a);
    const hb = handles.handleOf(MGPipeKind.Buffer, b);
    expect(handles.handleOf(MGPipeKind.Buffer, a)).toBe(ha);
    expect(handles.handleOf(MGPipeKind.Buffer, b)).toBe(hb);
    expect(ha).not.toEqual(hb);
    expect(handles.peek(c)).toBeNull();
    expect(handles.peek(a)).toBe(ha);
    expect(handles.handleOf(MGPipeKind.Buffer, null)).toBe(kNullHandle);

    expect(handles.handleOf(MGPipeKind.Buffer, a)).toBe(ha); // a holds the memo entry as it dies
    expect(handles.release(MGPipeKind.Buffer, a.lifetimeId)).toBe(ha);
    expect(handles.peek(a)).toBeNull();
    const again = handles.handleOf(MGPipeKind.Buffer, a); // the slot a freed, one generation on
    expect(again).toEqual({ slot: ha.slot, gen: ha.gen + 1 });
    expect(handles.handleOf(MGPipeKind.Buffer, b)).toBe(hb);

    const reassigned = handles.assign(MGPipeKind.Buffer, b.lifetimeId); // assigned again without a release
    expect(handles.handleOf(MGPipeKind.Buffer, b)).toBe(reassigned);
    expect(handles.peek(b)).toBe(reassigned);
  });
});
