import { describe, expect, it } from 'vitest';
import { createActionKey } from './action-key.ts';

const counter = () => {
  let next = 0;
  return () => `key-${++next}`;
};

describe('createActionKey', () => {
  it('when the same action is sent again before an answer, then the same key is reused', () => {
    const keys = createActionKey(counter());
    expect(keys.keyFor('10000|홍길동')).toBe('key-1');
    expect(keys.keyFor('10000|홍길동')).toBe('key-1');
  });

  it('when the action changes, then a new key is made', () => {
    const keys = createActionKey(counter());
    keys.keyFor('10000|홍길동');
    expect(keys.keyFor('20000|홍길동')).toBe('key-2');
  });

  it('when the server answered, then sending the same action again is a new action with a new key', () => {
    const keys = createActionKey(counter());
    keys.keyFor('10000|홍길동');
    keys.settle();
    expect(keys.keyFor('10000|홍길동')).toBe('key-2');
  });

  it('when no key maker is given, then real keys are made', () => {
    expect(createActionKey().keyFor('a')).toMatch(/^[0-9a-f]{32}$/);
  });
});
