import { describe, expect, it } from 'vitest';
import { parseLoginIdList } from './login-id-list.ts';

describe('parseLoginIdList', () => {
  it.each([
    ['', []],
    ['  \n , \n', []],
    ['alpha', ['alpha']],
    ['alpha\nbeta\r\ngamma', ['alpha', 'beta', 'gamma']],
    ['alpha, beta,gamma ,  delta', ['alpha', 'beta', 'gamma', 'delta']],
    ['alpha\n\n beta \nalpha, beta', ['alpha', 'beta']],
  ])('when the box holds %j, then the ids are %j', (text, loginIds) => {
    expect(parseLoginIdList(text)).toEqual(loginIds);
  });
});
