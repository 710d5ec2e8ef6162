import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TOAST_LIMIT, type Toast, toastReducer } from './toast-store.ts';

const make = (id: string): Toast => ({ id, open: true, variant: 'default', title: `t${id}` });

describe('toastReducer', () => {
  it('puts the newest toast first', () => {
    const state = toastReducer([make('1')], { type: 'add', toast: make('2') });
    expect(state.map((t) => t.id)).toEqual(['2', '1']);
  });

  it('never holds more than five toasts, dropping the oldest', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 30 }), (count) => {
        let state: Toast[] = [];
        for (let i = 0; i < count; i++) state = toastReducer(state, { type: 'add', toast: make(String(i)) });
        expect(state.length).toBe(Math.min(count, TOAST_LIMIT));
        if (count > 0) expect(state[0]?.id).toBe(String(count - 1));
      }),
    );
  });

  it('closes a dismissed toast without removing it', () => {
    const state = toastReducer([make('1'), make('2')], { type: 'dismiss', id: '1' });
    expect(state.map((t) => [t.id, t.open])).toEqual([
      ['1', false],
      ['2', true],
    ]);
  });

  it('closes every toast when dismissing without an id', () => {
    const state = toastReducer([make('1'), make('2')], { type: 'dismiss' });
    expect(state.every((t) => !t.open)).toBe(true);
  });

  it('updates only the toast with the id', () => {
    const state = toastReducer([make('1'), make('2')], { type: 'update', toast: { id: '2', title: 'new' } });
    expect(state.map((t) => t.title)).toEqual(['t1', 'new']);
  });

  it('removes one toast, or all of them', () => {
    expect(toastReducer([make('1'), make('2')], { type: 'remove', id: '1' }).map((t) => t.id)).toEqual(['2']);
    expect(toastReducer([make('1'), make('2')], { type: 'remove' })).toEqual([]);
  });
});
